/** GET /api/assistant/rejected: a request the server refused on an assistant path, as JSON (AI-64). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { rejectedLoader } from "~/features/assistant/routes.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => rejectedLoader(request, context.rejection);
