/** POST /api/bridge/token: the gateway token, just in time, for one bridge answer (BRIDGE-05). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { bridgeTokenAction } from "~/features/bridge/token.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => bridgeTokenAction(request);
