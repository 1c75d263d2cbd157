/** POST /api/menu-opt: tracking of a tab activation (GW-22). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { menuOptAction } from "~/features/menus/menu-opt.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => menuOptAction(request);
