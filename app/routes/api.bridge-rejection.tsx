/** POST /api/bridge-rejection: counts one rejected sub-app bridge message (issue 11 metrics). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { bridgeRejectionAction } from "~/features/ops/index.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => bridgeRejectionAction(request);
