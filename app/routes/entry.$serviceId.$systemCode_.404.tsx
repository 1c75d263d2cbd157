/** `/entry/{serviceId}/{systemCode}/404`: not found, the named route Entry404 (ROUTE-18). */
import { data } from "@remix-run/node";
import { NotFoundPage } from "~/features/errors";

export const loader = () => data({}, { status: 404 });
export default NotFoundPage;
