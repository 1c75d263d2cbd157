/** `/401`: no access (ROUTE-19). */
import { data } from "@remix-run/node";
import { NoAccessPage } from "~/features/errors";

export const loader = () => data({}, { status: 403 });
export default function NoAccess() {
  return <NoAccessPage />;
}
