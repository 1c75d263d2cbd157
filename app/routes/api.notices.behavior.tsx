/** POST /api/notices/behavior: an announcement OPEN/CLOSE log (ANN-10, ANN-11). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { behaviorAction } from "~/features/notices/content.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => behaviorAction(request);
