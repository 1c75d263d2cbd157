/** `/api/account/settings`: account settings' profile and changes (features/account-flows; AUTH-18). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { settingsAction, settingsLoader } from "~/features/account-flows/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => settingsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => settingsAction(request);
