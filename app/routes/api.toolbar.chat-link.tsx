/** /api/toolbar/chat-link: see features/toolbar/chat/chat.server.ts. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chatLinkLoader } from "~/features/toolbar/chat/chat.server";

export const loader = ({ request }: LoaderFunctionArgs) => chatLinkLoader(request);
