/** `POST /upload/download`: an attachment download through the portal (features/export/relay). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { relayDownload } from "~/features/export/relay.server";

export const action = ({ request }: ActionFunctionArgs) => relayDownload(request);
