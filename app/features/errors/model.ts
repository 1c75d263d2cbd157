/**
 * What an error page says and offers, per kind of failure: one title, one sentence a seller
 * understands and the actions that help (pure data; the components translate the keys).
 * Any HTTP status maps to a page: the known ones to their own wording, every other one to a
 * generic page with retry and home.
 * @see ROUTE-03 ROUTE-09 ROUTE-17 ROUTE-18 ROUTE-19 GW-08 GW-10 GW-13
 */

/** An action of an error page: go to `/`, reload the page, end the session and sign in again, renew the package. */
export type ErrorAction = "home" | "retry" | "login" | "renew";

/** The pages the portal can show. */
export type ErrorKind =
  | "badRequest"
  | "sessionExpired"
  | "noAccess"
  | "packageExpired"
  | "forbidden"
  | "notFound"
  | "tooLarge"
  | "serverError"
  | "gateway"
  | "timeout"
  | "subjectService"
  | "unknown";

/** A page: i18n keys of its title and sentence, its actions in order (the first is primary). */
export interface ErrorCopy {
  kind: ErrorKind;
  titleKey: string;
  bodyKey: string;
  actions: readonly ErrorAction[];
}

const COPY: Record<ErrorKind, Omit<ErrorCopy, "kind">> = {
  badRequest: { titleKey: "errorPages.badRequest.title", bodyKey: "errorPages.badRequest.body", actions: ["home", "retry"] },
  sessionExpired: { titleKey: "errorPages.sessionExpired.title", bodyKey: "errorPages.sessionExpired.body", actions: ["login"] },
  noAccess: { titleKey: "errors.noAccessTitle", bodyKey: "errors.noAccessBody", actions: ["home", "login"] },
  packageExpired: { titleKey: "errors.packageExpiredTitle", bodyKey: "errors.packageExpiredBody", actions: ["renew", "home"] },
  forbidden: { titleKey: "errorPages.forbidden.title", bodyKey: "errorPages.forbidden.body", actions: ["retry", "home"] },
  notFound: { titleKey: "errors.notFoundTitle", bodyKey: "errors.notFoundBody", actions: ["home"] },
  tooLarge: { titleKey: "errorPages.tooLarge.title", bodyKey: "errorPages.tooLarge.body", actions: ["home", "retry"] },
  serverError: { titleKey: "errors.serverErrorTitle", bodyKey: "errors.serverErrorBody", actions: ["retry", "home"] },
  gateway: { titleKey: "errorPages.gateway.title", bodyKey: "errorPages.gateway.body", actions: ["retry", "home", "login"] },
  timeout: { titleKey: "errorPages.timeout.title", bodyKey: "errorPages.timeout.body", actions: ["retry", "home"] },
  subjectService: { titleKey: "errors.subjectService", bodyKey: "errorPages.subjectService.body", actions: ["home"] },
  unknown: { titleKey: "errorPages.unknown.title", bodyKey: "errorPages.unknown.body", actions: ["retry", "home"] },
};

const BY_STATUS: Readonly<Record<number, ErrorKind>> = {
  400: "badRequest",
  401: "sessionExpired",
  402: "packageExpired",
  403: "forbidden",
  404: "notFound",
  413: "tooLarge",
  500: "serverError",
  502: "gateway",
  503: "gateway",
  504: "timeout",
};

/** The copy of one page kind. */
export function copyOf(kind: ErrorKind): ErrorCopy {
  return { kind, ...COPY[kind] };
}

/** The page for an HTTP status (any integer; unknown ones get the generic page). */
export function copyForStatus(status: number): ErrorCopy {
  return copyOf(BY_STATUS[status] ?? "unknown");
}

/** Every page kind (for tests and the i18n check). */
export const ERROR_KINDS = Object.keys(COPY) as ErrorKind[];

/**
 * The page for a gateway failure thrown by a loader: the subject-service code (GW-10) → 异常提醒
 * with 返回首页; a timeout (GW-06) → the timeout page; anything else → the gateway page, whose
 * sentence is the server's message when it gave one (GW-08), else the catalogue text.
 */
export function copyForFailure(failure: { kind: string; behaviour: string }): ErrorCopy {
  if (failure.behaviour === "go-home") return copyOf("subjectService");
  if (failure.kind === "timeout") return copyOf("timeout");
  return copyOf("gateway");
}
