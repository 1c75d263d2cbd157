/** POST /api/paid-flag: save the paid-page display flag (MENU-14, MENU-15). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { paidFlagAction } from "~/features/menu-prefs/actions.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => paidFlagAction(request);
