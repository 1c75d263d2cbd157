/** `/500`: server error with a link back to `/` (ROUTE-09). */
import { data } from "@remix-run/node";
import { ServerErrorPage } from "~/features/errors";

export const loader = () => data({}, { status: 500 });
export default ServerErrorPage;
