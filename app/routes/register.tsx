/** /register (AUTH-13, ROUTE-39's `linkId` and `source` carried into `register`): adapter over features/account-flows. */
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { RegisterPage } from "~/features/account-flows";
import { registerAction, registerLoader } from "~/features/account-flows/index.server";

export function loader({ request }: LoaderFunctionArgs) {
  return registerLoader(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await registerAction(request);
  if (result instanceof Response) return result;
  return data(result.data, { headers: result.headers, status: result.status });
}

/** The document keeps the action's `Retry-After` (the code-send and guess limits). */
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export default RegisterPage;
