/**
 * The named error pages: no access (ROUTE-19), package expired (ROUTE-17), not found
 * (ROUTE-03, ROUTE-18), server error (ROUTE-09).
 */
import { useTranslation } from "react-i18next";
import { LinkButton, StatusPage } from "../components/StatusPage";

export function NoAccessPage({ systemCode }: { systemCode?: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="401"
      title={t("errors.noAccessTitle")}
      body={systemCode ? `${t("errors.noAccessSystem", { system: systemCode })} ${t("errors.noAccessBody")}` : t("errors.noAccessBody")}
      actions={<LinkButton href="/" primary>{t("errors.backHome")}</LinkButton>}
    />
  );
}

export function PackageExpiredPage({ systemName, renewHref }: { systemName: string; renewHref: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="402"
      title={t("errors.packageExpiredTitle")}
      body={t("errors.packageExpiredBody", { system: systemName })}
      actions={
        <>
          {renewHref && <LinkButton href={renewHref} primary>{t("errors.renew")}</LinkButton>}
          <LinkButton href="/">{t("errors.backHome")}</LinkButton>
        </>
      }
    />
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t("errors.notFoundTitle")} body={t("errors.notFoundBody")} actions={<LinkButton href="/" primary>{t("errors.backHome")}</LinkButton>} />;
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <StatusPage code="500" title={t("errors.serverErrorTitle")} body={t("errors.serverErrorBody")} actions={<LinkButton href="/" primary>{t("errors.backHome")}</LinkButton>} />;
}

export function MessagePage({ titleKey, bodyKey }: { titleKey: string; bodyKey?: string }) {
  const { t } = useTranslation();
  return <StatusPage title={t(titleKey)} body={bodyKey ? t(bodyKey) : undefined} actions={<LinkButton href="/" primary>{t("pages.continue")}</LinkButton>} />;
}
