/**
 * The assistant's server-side warnings. Relative imports only: the portal server's bundle
 * (server/ws, through ./socket-frames) includes this file, and it resolves no `~/` alias.
 * @module features/assistant/log
 */
import { requestContext } from "../../utils/request-context.server";

/** Logs a warning with the request's logger (the console outside a request, e.g. in the socket proxy). */
export function logWarning(entry: Record<string, unknown>, message: string): void {
  const log = requestContext()?.log;
  if (log) log.warn(entry, message);
  else console.warn(message, entry);
}
