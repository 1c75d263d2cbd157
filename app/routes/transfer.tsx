/** `/transfer?to=/path` (ROUTE-08): forwards to a same-origin path only (never another origin). */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { safeRelativePath } from "~/features/auth";
import { MessagePage } from "~/features/errors";

export function loader({ request }: LoaderFunctionArgs) {
  const to = safeRelativePath(new URL(request.url).searchParams.get("to"));
  throw redirect(to ?? "/");
}
export default function Transfer() {
  return <MessagePage titleKey="pages.transfer" />;
}
