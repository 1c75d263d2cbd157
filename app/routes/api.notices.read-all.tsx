/** POST /api/notices/read-all: mark every notification read (NOTIF-05, NOTIF-06). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { markAllReadAction } from "~/features/notices/bell.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => markAllReadAction(request);
