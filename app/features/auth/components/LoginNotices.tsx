/**
 * Notices above the login form: session expired, back from the e-mail link (ROUTE-06), and an
 * auto-login failure reason, which returns to the referrer after 3 s when there is one (AUTH-06, AUTH-07).
 */
import { InlineNotice } from "~/components/ui/notice";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CompanyOption } from "./CompanyChoice";

/** What the login loader gives the page. */
export interface LoginLoaderData {
  publicKeyPem: string;
  backEmail: boolean;
  expired: boolean;
  notice: { key?: string; text?: string; tone: "error" | "warning" | "info"; returnTo?: string } | null;
  companies: CompanyOption[] | null;
}

/** Delay before returning to the referrer after an auto-login failure (AUTH-07), ms. */
export const RETURN_TO_REFERRER_MS = 3000;

export function LoginNotices({ data }: { data: LoginLoaderData }) {
  const { t } = useTranslation();
  const returnTo = data.notice?.returnTo;
  const [seconds, setSeconds] = useState(RETURN_TO_REFERRER_MS / 1000);
  useEffect(() => {
    if (!returnTo) return;
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const go = setTimeout(() => window.location.assign(returnTo), RETURN_TO_REFERRER_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [returnTo]);
  return (
    <>
      {data.expired && (
        <InlineNotice tone="warning">{t("login.expired")}</InlineNotice>
      )}
      {data.backEmail && (
        <InlineNotice tone="info">{t("login.backEmail")}</InlineNotice>
      )}
      {data.notice && (
        <InlineNotice tone={data.notice.tone}>
            {data.notice.text ?? t(data.notice.key ?? "errors.request")}
            {returnTo ? ` · ${t("login.returning", { seconds })}` : ""}
          </InlineNotice>
      )}
    </>
  );
}
