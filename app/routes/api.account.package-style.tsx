/** /api/account/package-style: see features/account/actions.server.ts. */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { packageStyleAction } from "~/features/account/actions.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => packageStyleAction(request);
