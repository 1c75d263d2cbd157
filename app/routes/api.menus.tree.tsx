/** GET /api/menus/tree: the full menu tree of a system, cacheable by ETag (MENU-01, MENU-02). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { menuTreeLoader } from "~/features/menus/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => menuTreeLoader(request);
