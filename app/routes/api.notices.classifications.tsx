/** GET /api/notices/classifications: the message classifications (the notification list's filter, ROUTE-23). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { classificationsLoader } from "~/features/notices/content.server";

export const loader = ({ request }: LoaderFunctionArgs) => classificationsLoader(request);
