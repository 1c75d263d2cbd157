/** /login (ROUTE-04, ROUTE-05, ROUTE-06): adapter over features/auth. */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { LoginPage } from "~/features/auth";
import { loginAction, loginLoader } from "~/features/auth/index.server";
import type { DocumentCacheHandle } from "~/utils/document-cache.server";
import { serverEnv } from "~/utils/env.server";

/** The login document depends only on its URL, language and loader data: rendered once per distinct input. */
export const handle: DocumentCacheHandle = { documentCache: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const { data: payload, headers } = await loginLoader(request, serverEnv().PARENT_COMPANY_SOURCE);
  return data(payload, { headers });
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await loginAction(request);
  if (result instanceof Response) return result;
  return data(result.data, { headers: result.headers, status: result.status ?? 200 });
}

/** The document keeps the action's `Retry-After` (issue 11's login rate limit). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default LoginPage;
