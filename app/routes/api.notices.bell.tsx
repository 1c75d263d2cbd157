/** GET /api/notices/bell: the bell's unread count and preview (NOTIF-01, NOTIF-03). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { bellLoader } from "~/features/notices/bell.server";

export const loader = ({ request }: LoaderFunctionArgs) => bellLoader(request);
