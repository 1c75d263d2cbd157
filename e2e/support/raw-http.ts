/**
 * Raw HTTP/1.1 over a socket, for request lines no HTTP client sends (an absolute-form target,
 * invalid percent-encoding kept as is).
 */
import { connect } from "node:net";

/** A raw answer: status code, lower-cased headers, body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `GET {target}` with `Host` of `base` and reads the whole answer (Connection: close).
 * @throws when the socket fails or nothing arrives within `timeoutMs` (default 15 000 ms)
 */
export function rawGet(base: string, target: string, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error("raw GET timed out")));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}
