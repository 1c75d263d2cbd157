/** POST /api/assistant/image-upload: the page screenshot to analyse (AI-64, AI-65). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { imageUploadAction } from "~/features/assistant/routes.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => imageUploadAction(request);
