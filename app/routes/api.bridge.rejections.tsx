/** POST /api/bridge/rejections: counts of refused bridge messages (BRIDGE-02), logged. */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { bridgeRejectionsAction } from "~/features/bridge/token.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => bridgeRejectionsAction(request);
