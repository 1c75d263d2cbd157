/** `/oauth/center` (ROUTE-08): the authorization centre, for logged-in users (checked at the gateway). */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { MessagePage } from "~/features/errors";
import { requireLiveLogin } from "~/features/auth/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return data({}, { headers: await requireLiveLogin(request) });
}
export default function OauthCenter() {
  return <MessagePage titleKey="pages.oauthCenter" bodyKey="pages.oauthCenterBody" />;
}
