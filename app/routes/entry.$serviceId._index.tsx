/** `/entry/{serviceId}` redirects to `/entry/{serviceId}/ERP` (ROUTE-10). */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

export function loader({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).search;
  return redirect(`/entry/${encodeURIComponent(params.serviceId ?? "")}/ERP${search}`);
}
