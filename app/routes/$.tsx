/** Any unknown path shows not-found (issue 2 §5). */
import { data } from "@remix-run/node";
import { NotFoundPage } from "~/features/errors";

export const loader = () => data({}, { status: 404 });
export default NotFoundPage;
