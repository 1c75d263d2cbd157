/**
 * Error boundaries: thrown Responses (404, gateway failures) and unexpected errors render a
 * clear message in the user's language; nothing crashes to a blank page.
 * @see GW-08 GW-09 GW-10 GW-13 ROUTE-09
 */
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isGatewayFailure } from "~/gateway/failure";
import { LinkButton, StatusPage } from "./StatusPage";

export function RouteErrorBoundary({ fullPage = true }: { fullPage?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && isGatewayFailure(error.data)) {
    const f = error.data;
    if (f.behaviour === "go-home") {
      return (
        <StatusPage
          fullPage={fullPage}
          title={t("errors.subjectService")}
          body={f.serverMessage ?? undefined}
          actions={<LinkButton href="/" primary>{t("errors.backHome")}</LinkButton>}
        />
      );
    }
    return (
      <StatusPage
        fullPage={fullPage}
        code={String(error.status)}
        title={t("errors.title")}
        body={f.serverMessage ?? t(f.messageKey)}
        actions={
          <>
            <RetryButton label={t("errors.retry")} />
            <LinkButton href="/">{t("errors.backHome")}</LinkButton>
          </>
        }
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage fullPage={fullPage} code="404" title={t("errors.notFoundTitle")} body={t("errors.notFoundBody")} actions={<LinkButton href="/" primary>{t("errors.backHome")}</LinkButton>} />
    );
  }
  if (typeof console !== "undefined") console.error(error);
  return (
    <StatusPage
      fullPage={fullPage}
      code={isRouteErrorResponse(error) ? String(error.status) : "500"}
      title={t("errors.serverErrorTitle")}
      body={t("errors.serverErrorBody")}
      actions={
        <>
          <RetryButton label={t("errors.retry")} />
          <LinkButton href="/">{t("errors.backHome")}</LinkButton>
        </>
      }
    />
  );
}

function RetryButton({ label }: { label: string }) {
  return (
    <LinkButton href="" primary>
      {label}
    </LinkButton>
  );
}

/** The root boundary: the whole document is still rendered by root's Layout. */
export function RootErrorBoundary() {
  return <RouteErrorBoundary fullPage />;
}
