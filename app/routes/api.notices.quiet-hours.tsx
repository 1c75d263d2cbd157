/** GET /api/notices/quiet-hours (see features/notices/content.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { quietHoursLoader } from "~/features/notices/content.server";

export const loader = ({ request }: LoaderFunctionArgs) => quietHoursLoader(request);
