/** `/oauth/center` (ROUTE-08): the authorization centre, for logged-in users. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { MessagePage } from "~/features/errors";
import { requireLogin } from "~/features/auth/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireLogin(request);
  return {};
}
export default function OauthCenter() {
  return <MessagePage titleKey="pages.oauthCenter" bodyKey="pages.oauthCenterBody" />;
}
