/** `/entry/{serviceId}/{systemCode}/402`: package expired, the named route Entry402 (ROUTE-17). */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PackageExpiredPage } from "~/features/errors";
import { loadAccount } from "~/features/auth/index.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { result, headers } = await loadAccount(request, null);
  const system = result.systems.find((s) => String(s.serviceId) === params.serviceId && s.systemCode === params.systemCode);
  const erp = result.systems.find((s) => s.systemCode === "ERP" && Number(s.status) === 4);
  // ENTRY-03's renew: the renewal page of this system (USER-06), in ERP's service management.
  const renew = system ? `/company/serve/buy-renew?${new URLSearchParams({ serviceId: String(system.serviceId), packageId: String(system.packageId ?? "") })}` : "/company/serve/serve-manage";
  const renewHref = erp ? `/entry/${erp.serviceId}/ERP/sso-web#${renew}` : null;
  return data({ system: { systemCode: system?.systemCode ?? params.systemCode ?? "", systemName: system?.systemName ?? null }, renewHref }, { status: 402, headers });
}

export default function PackageExpired() {
  const { system, renewHref } = useLoaderData<typeof loader>();
  return <PackageExpiredPage system={system} renewHref={renewHref} />;
}
