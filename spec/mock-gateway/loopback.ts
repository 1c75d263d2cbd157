/**
 * A loopback mock gateway (the standalone server, port 0) for one test file, with a record of
 * the errors nobody handled while the file ran: each would end a standalone mock's process.
 */
import { afterAll, beforeAll } from "vitest";
import { startMockGateway } from "../../mock-gateway/server";

/** What {@link loopbackMockForFile} gives; `srv` and `port` are set once `beforeAll` ran. */
export interface LoopbackMock {
  srv: Awaited<ReturnType<typeof startMockGateway>>;
  port: number;
  unhandled: unknown[];
}

/** Starts the mock before the file's tests and stops it after, recording unhandled errors. */
export function loopbackMockForFile(): LoopbackMock {
  const mock = { unhandled: [] } as unknown as LoopbackMock;
  const record = (error: unknown) => void mock.unhandled.push(error);
  beforeAll(async () => {
    process.on("uncaughtException", record);
    process.on("unhandledRejection", record);
    mock.srv = await startMockGateway({ port: 0 });
    mock.port = Number(new URL(mock.srv.url).port);
  });
  afterAll(async () => {
    await mock.srv.close();
    process.off("uncaughtException", record);
    process.off("unhandledRejection", record);
  });
  return mock;
}
