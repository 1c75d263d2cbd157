/**
 * Any unknown path shows not-found (issue 2 §5). It also renders the requests the Express
 * server refused (issue 5 §2): those arrive as GET /__portal/rejected with `context.rejection`,
 * and the thrown status reaches the root error boundary (the portal's page, localised).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundPage } from "~/features/errors";
import { rejectionResponse } from "~/features/security";

export const loader = ({ context }: LoaderFunctionArgs) => {
  const rejection = context.rejection;
  if (rejection && rejection.status !== 404) throw rejectionResponse(rejection.status, rejection.messageKey);
  return data({}, { status: 404 });
};
export default NotFoundPage;
