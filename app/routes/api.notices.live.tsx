/** GET /api/notices/live (see features/notices/content.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveLoader } from "~/features/notices/content.server";

export const loader = ({ request }: LoaderFunctionArgs) => liveLoader(request);
