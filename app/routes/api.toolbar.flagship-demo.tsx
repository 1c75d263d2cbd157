/** /api/toolbar/flagship-demo: see features/toolbar/flagship/flagship.server.ts. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { flagshipDemoAction } from "~/features/toolbar/flagship/flagship.server";

export const action = ({ request }: ActionFunctionArgs) => flagshipDemoAction(request);
