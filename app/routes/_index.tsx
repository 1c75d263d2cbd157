/** `/` (ROUTE-01, ROUTE-02): the Index route sends a logged-in user into the shell of the landing system. */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { landingTarget } from "~/features/access";
import { loadAccount } from "~/features/auth/index.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { result, headers } = await loadAccount(request, null);
  throw redirect(landingTarget(result.systems) ?? "/401", { headers });
}

export default function Index() {
  return null;
}
