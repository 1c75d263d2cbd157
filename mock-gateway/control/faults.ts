/**
 * Injected faults (POST /__mock/fault): each matches requests whose path contains `match`.
 * @module mock-gateway/control/faults
 */
import { z } from "zod";

/** Longest `delay` (ms): what a Node timer can wait. */
export const MAX_DELAY_MS = 2 ** 31 - 1;
/** Bytes a WebSocket close reason may take (RFC 6455: 125 minus the 2-byte code). */
export const MAX_CLOSE_REASON_BYTES = 123;

/** The close codes a `close-socket` fault may send: normal, going away, or an application code. */
const isCloseCode = (n: number) => Number.isInteger(n) && (n === 1000 || n === 1001 || (n >= 3000 && n <= 4999));
/** HTTP statuses a `status` fault may answer with (what a fetch Response can carry). */
const isHttpStatus = (n: number) => Number.isInteger(n) && n >= 200 && n <= 599;

/**
 * A fault request body. `times` -1 = forever; default 1. `value` by kind: `status` an HTTP
 * status 200–599 (default 500), `code` a gateway code, `delay` ms 0–{@link MAX_DELAY_MS} (default 0),
 * `close-socket` a close code 1000, 1001 or 3000–4999 (default 4000, `msg` at most
 * {@link MAX_CLOSE_REASON_BYTES} bytes). A `status` or `delay` given as text must be plain
 * decimal digits ("503"); "", " ", "5e5", "0x10", "+5" are refused, not read as numbers. A value
 * that cannot be sent is refused here (HTTP 400), not when the fault fires.
 */
export const faultSchema = z.object({
  match: z.string().min(1),
  kind: z.enum(["status", "code", "delay", "malformed", "drop", "close-socket"]),
  value: z.union([z.number(), z.string()]).optional(),
  msg: z.string().optional(),
  times: z.number().int().optional(),
}).superRefine((f, issues) => {
  const n = f.value === undefined ? undefined : typeof f.value === "number" ? f.value : /^\d+$/.test(f.value) ? Number(f.value) : NaN;
  const problem = (message: string) => issues.addIssue({ code: z.ZodIssueCode.custom, path: ["value"], message });
  if (f.kind === "status" && n !== undefined && !isHttpStatus(n)) problem("an HTTP status 200-599");
  if (f.kind === "delay" && n !== undefined && !(n >= 0 && n <= MAX_DELAY_MS)) problem(`a delay in ms, 0-${MAX_DELAY_MS}`);
  if (f.kind === "close-socket") {
    if (f.value !== undefined && (typeof f.value !== "number" || !isCloseCode(f.value))) problem("a close code 1000, 1001 or 3000-4999");
    if (Buffer.byteLength(f.msg ?? "") > MAX_CLOSE_REASON_BYTES) {
      issues.addIssue({ code: z.ZodIssueCode.custom, path: ["msg"], message: `at most ${MAX_CLOSE_REASON_BYTES} bytes` });
    }
  }
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
