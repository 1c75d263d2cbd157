/** POST /api/menus/status: saves the sider collapse state (LAYOUT-15). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { menuStatusAction } from "~/features/menus/index.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => menuStatusAction(request);
