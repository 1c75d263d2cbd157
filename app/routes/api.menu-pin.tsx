/** POST /api/menu-pin: pin or unpin a menu (MENU-23). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { pinAction } from "~/features/menu-prefs/actions.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => pinAction(request);
