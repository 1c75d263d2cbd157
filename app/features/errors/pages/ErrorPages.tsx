/**
 * The named error pages: no access (ROUTE-19), package expired (ROUTE-17), not found
 * (ROUTE-03, ROUTE-18), server error (ROUTE-09), and plain message pages.
 */
import { useTranslation } from "react-i18next";
import { ErrorActions } from "../components/ErrorActions";
import { LinkButton, StatusPage } from "../components/StatusPage";
import { copyOf, type ErrorKind } from "../model";
import { useSystemName, type NamedSystem } from "~/i18n/system-name";

/** A page of one kind with its copy's title, sentence and actions. */
function KindPage({ kind, code, body, renewHref }: { kind: ErrorKind; code: string; body?: string; renewHref?: string | null }) {
  const { t } = useTranslation();
  const copy = copyOf(kind);
  return (
    <StatusPage
      kind={kind}
      code={code}
      title={t(copy.titleKey)}
      body={body ?? t(copy.bodyKey)}
      actions={<ErrorActions actions={copy.actions} renewHref={renewHref} />}
    />
  );
}

/** `/401`, `/401/{systemCode}`: no access; home, or sign in with another account. The system is named in the user's language (its code when unknown). */
export function NoAccessPage({ systemCode }: { systemCode?: string | null }) {
  const { t } = useTranslation();
  const systemName = useSystemName();
  const body = systemCode ? t("errors.noAccessSystem", { system: systemName({ systemCode }) }) : undefined;
  return <KindPage kind="noAccess" code="401" body={body} />;
}

/** Entry402: the system's package expired; renew (service management) or home. The system is named in the user's language. */
export function PackageExpiredPage({ system, renewHref }: { system: NamedSystem; renewHref: string | null }) {
  const { t } = useTranslation();
  const systemName = useSystemName();
  return <KindPage kind="packageExpired" code="402" body={t("errors.packageExpiredBody", { system: systemName(system) })} renewHref={renewHref} />;
}

export function NotFoundPage() {
  return <KindPage kind="notFound" code="404" />;
}

export function ServerErrorPage() {
  return <KindPage kind="serverError" code="500" />;
}

/** A plain message page (check-token, transfer, oauth centre) with a continue link to `/`. */
export function MessagePage({ titleKey, bodyKey }: { titleKey: string; bodyKey?: string }) {
  const { t } = useTranslation();
  return <StatusPage title={t(titleKey)} body={bodyKey ? t(bodyKey) : undefined} actions={<LinkButton href="/" primary>{t("pages.continue")}</LinkButton>} />;
}
