/** GET /api/notices/replay-video (see features/notices/replay.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { replayVideoLoader } from "~/features/notices/replay.server";

export const loader = ({ request }: LoaderFunctionArgs) => replayVideoLoader(request);
