/** GET /api/notices/announcement?id=: one announcement (see features/notices/content.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { announcementDetailLoader } from "~/features/notices/content.server";

export const loader = ({ request }: LoaderFunctionArgs) => announcementDetailLoader(request);
