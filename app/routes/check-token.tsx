/** `/check-token` (ROUTE-08): logged in → home; otherwise the login form. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { MessagePage } from "~/features/errors";
import { getSession, readLogin } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  throw redirect(readLogin(session) ? "/" : "/login");
}
export default function CheckToken() {
  return <MessagePage titleKey="pages.checkToken" />;
}
