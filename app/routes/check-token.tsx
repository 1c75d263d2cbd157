/** `/check-token` (ROUTE-08): logged in (checked at the gateway) → home; otherwise the login form. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { MessagePage } from "~/features/errors";
import { liveLogin } from "~/features/auth/index.server";
import { getSession } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const live = await liveLogin(request, await getSession(request));
  throw redirect(live.login ? "/" : "/login", { headers: live.headers });
}
export default function CheckToken() {
  return <MessagePage titleKey="pages.checkToken" />;
}
