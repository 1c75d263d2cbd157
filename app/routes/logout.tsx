/** POST /logout (AUTH-09); GET goes back home. */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logoutAction } from "~/features/auth/index.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => logoutAction(request);
