/** GET /api/favourites: the favourite menuIds; POST: add or remove one (MENU-18..MENU-21). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { favouritesAction, favouritesLoader } from "~/features/menu-prefs/actions.server";

export const loader = ({ request }: LoaderFunctionArgs) => favouritesLoader(request);
export const action = ({ request }: ActionFunctionArgs) => favouritesAction(request);
