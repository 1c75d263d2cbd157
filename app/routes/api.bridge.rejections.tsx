/** POST /api/bridge/rejections: the shell's batched counts of refused bridge messages (BRIDGE-02), counted and logged. */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { bridgeRejectionsAction } from "~/features/ops/index.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => bridgeRejectionsAction(request);
