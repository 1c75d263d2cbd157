/** `/menus/{serviceId}/{systemCode}`: every menu of a system as plain links (the workspace's no-script menu). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AllMenusPage } from "~/shell/components/AllMenusPage";
import { allMenusLoader } from "~/shell/index.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => allMenusLoader(request, params);

export default function AllMenus() {
  return <AllMenusPage data={useLoaderData<typeof loader>()} />;
}
