/** POST /api/language: switch the UI language (I18N-04). */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { languageAction } from "~/features/language/language.server";

export const loader = () => redirect("/");
export const action = ({ request }: ActionFunctionArgs) => languageAction(request);
