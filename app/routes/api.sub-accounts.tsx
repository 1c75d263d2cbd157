/** `/api/sub-accounts`: permissions management's list and changes (features/sub-accounts; USER-02, USER-03). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { subAccountsAction, subAccountsLoader } from "~/features/sub-accounts/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => subAccountsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => subAccountsAction(request);
