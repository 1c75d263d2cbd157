/** /api/account/platform-code: see features/account/actions.server.ts. */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { platformCodeAction } from "~/features/account/actions.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => platformCodeAction(request);
