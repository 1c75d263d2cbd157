/** /retrieve-password (AUTH-15): adapter over features/account-flows. */
import { data, type ActionFunctionArgs, type HeadersFunction } from "@remix-run/node";
import { RetrievePage } from "~/features/account-flows";
import { retrieveAction, retrieveLoader } from "~/features/account-flows/index.server";

export function loader() {
  return retrieveLoader();
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await retrieveAction(request);
  if (result instanceof Response) return result;
  return data(result.data, { headers: result.headers, status: result.status });
}

/** The document keeps the action's `Retry-After` (the code-send and guess limits). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default RetrievePage;
