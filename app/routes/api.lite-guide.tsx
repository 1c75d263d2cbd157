/** /api/lite-guide: see features/lite-guide/api.server.ts. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { liteGuideAction, liteGuideLoader } from "~/features/lite-guide/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => liteGuideLoader(request);
export const action = ({ request }: ActionFunctionArgs) => liteGuideAction(request);
