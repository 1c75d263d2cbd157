/** /bind (AUTH-14): first binding of a missing phone, e-mail or password; adapter over features/account-flows. */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { BindPage } from "~/features/account-flows";
import { bindAction, bindLoader } from "~/features/account-flows/index.server";

export const loader = ({ request }: LoaderFunctionArgs) => bindLoader(request);

export async function action({ request }: ActionFunctionArgs) {
  const result = await bindAction(request);
  if (result instanceof Response) return result;
  return data(result.data, { headers: result.headers, status: result.status });
}

/** The document keeps the action's `Retry-After` (the code-send limit). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default BindPage;
