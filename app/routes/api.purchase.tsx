/** /api/purchase: the service pages' data and actions; see features/service-purchase/api.server.ts. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { purchaseAction, purchaseLoader } from "~/features/service-purchase/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => purchaseLoader(request);
export const action = ({ request }: ActionFunctionArgs) => purchaseAction(request);
