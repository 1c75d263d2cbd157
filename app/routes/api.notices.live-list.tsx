/** GET /api/notices/live-list (see features/notices/replay.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { liveListLoader } from "~/features/notices/replay.server";

export const loader = ({ request }: LoaderFunctionArgs) => liveListLoader(request);
