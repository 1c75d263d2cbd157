/** GET /api/notices/live-detail (see features/notices/replay.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveDetailLoader } from "~/features/notices/replay.server";

export const loader = ({ request }: LoaderFunctionArgs) => liveDetailLoader(request);
