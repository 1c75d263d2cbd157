/** /api/user-centre/{home|apps|help|help-bound}: see features/user-centre/api.server.ts. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { helpBoundLoader, helpLoader, homeLoader, marketLoader } from "~/features/user-centre/index.server";

const LOADERS: Record<string, (request: Request) => Promise<Response> | Response> = {
  home: homeLoader,
  apps: marketLoader,
  help: helpLoader,
  "help-bound": helpBoundLoader,
};

export const loader = ({ request, params }: LoaderFunctionArgs) => {
  const load = Object.hasOwn(LOADERS, params.what ?? "") ? LOADERS[params.what!] : undefined;
  return load ? load(request) : Response.json({ ok: false, error: "common:errors.request" }, { status: 404 });
};
