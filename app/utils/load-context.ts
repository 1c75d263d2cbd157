/**
 * What the portal server (server/remix-handler.ts, `getLoadContext`) hands Remix with each
 * request, typed here once by module augmentation of Remix's `AppLoadContext`: loaders,
 * actions and `handleRequest` read it from `context`. Facts that code deep below the loaders
 * reads (request id, client address, logger, the configured origin) travel in the request
 * context instead (./request-context.server.ts).
 * @module utils/load-context
 */

/** What the server found wrong with a request it refused. `status` is the HTTP status (4xx/5xx). */
export interface Rejection {
  status: 400 | 403 | 404 | 413 | 415 | 500;
  /** i18n key (common namespace) of the one-sentence explanation. */
  messageKey: string;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for Remix's inline scripts (server/security.ts makes it). */
    nonce: string;
    /**
     * Set when the server refused the request (features/security/rejection.ts): Remix then
     * renders the portal's error page, or the area's JSON refusal, with its status.
     */
    rejection?: Rejection;
  }
}
