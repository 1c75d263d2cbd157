/** /api/account/money-assistant: see features/account/actions.server.ts. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { moneyAssistantLoader } from "~/features/account/actions.server";

export const loader = ({ request }: LoaderFunctionArgs) => moneyAssistantLoader(request);
