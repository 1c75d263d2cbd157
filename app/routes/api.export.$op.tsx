/** `/api/export/{op}`: the download centre's task calls (features/export). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { exportAction, exportLoader } from "~/features/export/api.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => exportLoader(request, params.op);
export const action = ({ request, params }: ActionFunctionArgs) => exportAction(request, params.op);
