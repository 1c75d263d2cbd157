/**
 * The buttons of an error page, in the order the page's copy gives (the first is primary).
 * Every one works before hydration and without JavaScript: links, and a plain form for
 * "sign in again" (POST /logout ends the session and opens /login).
 */
import { Button } from "@chakra-ui/react";
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { withBase } from "~/utils/base-path";
import type { ErrorAction } from "../model";
import { LinkButton } from "./StatusPage";

const LABEL: Record<ErrorAction, string> = {
  home: "errors.backHome",
  retry: "errors.retry",
  login: "errorPages.loginAgain",
  renew: "errors.renew",
};

/**
 * @param actions the page's actions; `renew` is left out when `renewHref` is null.
 * @param renewHref where renewing happens (service management), or null.
 */
export function ErrorActions({ actions, renewHref = null }: { actions: readonly ErrorAction[]; renewHref?: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const shown = actions.filter((a) => a !== "renew" || renewHref);
  return (
    <>
      {shown.map((action, i) => {
        const primary = i === 0;
        if (action === "login") {
          return (
            <form key={action} method="post" action={withBase("/logout")}>
              <Button type="submit" size="sm" colorPalette="blue" variant={primary ? "solid" : "ghost"}>
                {t(LABEL.login)}
              </Button>
            </form>
          );
        }
        const href = action === "home" ? "/" : action === "renew" ? renewHref! : `${location.pathname}${location.search}`;
        return (
          <LinkButton key={action} href={href} primary={primary}>
            {t(LABEL[action])}
          </LinkButton>
        );
      })}
    </>
  );
}
