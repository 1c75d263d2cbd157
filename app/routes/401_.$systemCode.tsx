/** `/401/{systemCode}`: no access to one system, the named route Entry401 (ROUTE-19). */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { NoAccessPage } from "~/features/errors";

export function loader({ params }: LoaderFunctionArgs) {
  const code = params.systemCode ?? "";
  return data({ systemCode: /^[A-Z][A-Z0-9_]{0,39}$/.test(code) ? code : null }, { status: 403 });
}
export default function NoAccessSystem() {
  const { systemCode } = useLoaderData<typeof loader>();
  return <NoAccessPage systemCode={systemCode} />;
}
