/** `/404`: not found (ROUTE-03). */
import { data } from "@remix-run/node";
import { NotFoundPage } from "~/features/errors";

export const loader = () => data({}, { status: 404 });
export default NotFoundPage;
