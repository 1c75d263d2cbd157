/**
 * Injected faults (POST /__mock/fault): each matches requests whose path contains `match`.
 * @module mock-gateway/control/faults
 */
import { z } from "zod";

/** A fault request body. `times` -1 = forever; default 1. */
export const faultSchema = z.object({
  match: z.string().min(1),
  kind: z.enum(["status", "code", "delay", "malformed", "drop", "close-socket"]),
  value: z.union([z.number(), z.string()]).optional(),
  msg: z.string().optional(),
  times: z.number().int().optional(),
});
export type FaultInput = z.infer<typeof faultSchema>;

/** A stored fault. */
export interface Fault extends FaultInput {
  id: number;
  times: number;
}

/** The fault store of a gateway. */
export interface FaultStore {
  add(input: FaultInput): Fault;
  /** Returns the first fault matching `path` and uses one of its `times` (removing it at 0). */
  take(path: string): Fault | undefined;
  list(): Fault[];
  clear(): void;
}

/** Creates an empty fault store. */
export function createFaultStore(): FaultStore {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add(input) {
      const fault: Fault = { ...input, id: nextId++, times: input.times ?? 1 };
      faults.push(fault);
      return fault;
    },
    take(path) {
      const fault = faults.find((f) => f.times !== 0 && path.includes(f.match));
      if (!fault) return undefined;
      if (fault.times > 0) fault.times -= 1;
      if (fault.times === 0) faults = faults.filter((f) => f !== fault);
      return { ...fault };
    },
    list: () => faults.map((f) => ({ ...f })),
    clear() {
      faults = [];
    },
  };
}
