/** GET /api/notices/list: one page of the notification list (NOTIF-03 paging). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { noticeListLoader } from "~/features/notices/bell.server";

export const loader = ({ request }: LoaderFunctionArgs) => noticeListLoader(request);
