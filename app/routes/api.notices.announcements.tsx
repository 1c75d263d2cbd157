/** GET /api/notices/announcements (see features/notices/content.server). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { announcementsLoader } from "~/features/notices/content.server";

export const loader = ({ request }: LoaderFunctionArgs) => announcementsLoader(request);
