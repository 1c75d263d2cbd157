/**
 * Error boundaries: thrown Responses of any status (404, gateway failures, 400/403/413 from the
 * server's own checks) and unexpected errors render a status page in the user's language with
 * the actions that help; nothing crashes to a blank page.
 * @see GW-08 GW-09 GW-10 GW-13 ROUTE-09
 */
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isGatewayFailure } from "~/gateway/failure";
import type { Lng } from "~/i18n/config";
import { useLanguageSync } from "~/i18n/use-language-sync";
import { copyForFailure, copyForStatus, type ErrorCopy } from "../model";
import { ErrorActions } from "./ErrorActions";
import { StatusPage } from "./StatusPage";

export function RouteErrorBoundary({ fullPage = true }: { fullPage?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  let copy: ErrorCopy;
  let body: string;
  let code: string | undefined;
  if (isRouteErrorResponse(error) && isGatewayFailure(error.data)) {
    const f = error.data;
    copy = copyForFailure(f);
    // GW-08: the server's own message; GW-09/GW-13: the catalogue text.
    body = f.serverMessage ?? (copy.kind === "gateway" ? t(f.messageKey) : t(copy.bodyKey));
    code = copy.kind === "subjectService" ? undefined : String(error.status);
  } else {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    if (!isRouteErrorResponse(error) && typeof console !== "undefined") console.error(error);
    copy = copyForStatus(status);
    body = t(copy.bodyKey);
    code = String(status);
  }
  return (
    <StatusPage
      fullPage={fullPage}
      kind={copy.kind}
      code={code}
      title={t(copy.titleKey)}
      body={body}
      actions={<ErrorActions actions={copy.actions.filter((a) => a !== "renew")} />}
    />
  );
}

/**
 * The root boundary: the whole document is still rendered by root's Layout. The root loader's
 * language (when it ran) is kept in sync, as App does, so the language select works here too.
 */
export function RootErrorBoundary() {
  const root = useRouteLoaderData<{ lng?: Lng }>("root");
  const { i18n } = useTranslation();
  useLanguageSync(root?.lng ?? (i18n.language as Lng));
  return <RouteErrorBoundary fullPage />;
}
