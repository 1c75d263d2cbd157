/** GET /api/print/config: the print check's minimum cloud version and download address (PRINT-07). */
import { printConfigResponse } from "~/features/print/index.server";

export const loader = () => printConfigResponse();
