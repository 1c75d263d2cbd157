/** POST /api/assistant/stream: the streamed answer of a session question (AI-60). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { questionStreamAction } from "~/features/assistant/routes.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => questionStreamAction(request);
