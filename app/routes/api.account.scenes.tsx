/** /api/account/scenes: see features/account/actions.server.ts. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { scenesLoader, scenesAction } from "~/features/account/actions.server";

export const loader = ({ request }: LoaderFunctionArgs) => scenesLoader(request);
export const action = ({ request }: ActionFunctionArgs) => scenesAction(request);
