/**
 * Language switch (I18N-04): sets the `lng` cookie and, when logged in, saves the choice with
 * /sso/user/chooseLanguage. A failed save keeps the switch and is logged (the UI language is
 * the user's to choose); a 401 ends the session as everywhere.
 */
import { data } from "@remix-run/node";
import { chooseLanguage, clientFor, endSessionAfter401, isGatewayError, syncSessionToken } from "~/gateway/index.server";
import { fromGatewayLanguage, languageCookie, toGatewayLanguage } from "~/i18n/config";
import { commitSession, getSession, isHttps, readLogin } from "~/utils/session.server";

export async function languageAction(request: Request) {
  const form = await request.formData();
  const lng = fromGatewayLanguage(String(form.get("language") ?? ""));
  if (!lng) return data({ ok: false as const, error: "errors.badParam" }, { status: 400 });
  const headers = new Headers({ "Set-Cookie": languageCookie(lng, isHttps(request)) });
  const session = await getSession(request);
  const login = readLogin(session);
  if (login) {
    try {
      const client = await clientFor(request, login);
      await chooseLanguage(client, toGatewayLanguage(lng));
    } catch (err) {
      if (isGatewayError(err) && err.behaviour === "logout") throw await endSessionAfter401(request, session);
      console.warn("[portal] chooseLanguage failed", isGatewayError(err) ? err.kind : err);
    }
    // GW-05: a token the call rotated is kept.
    if (syncSessionToken(request, session)) headers.append("Set-Cookie", await commitSession(request, session));
  }
  return data({ ok: true as const, language: toGatewayLanguage(lng) }, { headers });
}
