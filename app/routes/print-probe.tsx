/** GET /print-probe: the print check's sandboxed probe frame, with its own policy (PRINT-03; features/print/probe.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { probeResponse } from "~/features/print/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => probeResponse(request);
