/**
 * Opening another portal page from the user centre's pages: as its tab (`page:open`: the tabs
 * take a page that is a menu leaf), else through its address in the current workspace
 * (`/entry/{serviceId}/{systemCode}/sso-web#{path}`), where the tabs decide as for any address:
 * a service step opens in the service-management tab (ROUTE-27), a page outside the user's menu
 * shows the 401 notice (ENTRY-06).
 * @module features/user-centre/open-page
 */
import { useNavigate, useParams } from "@remix-run/react";
import { useCallback } from "react";
import { emitShellEvent } from "~/utils/shell-events";

/** `open(path, title)`: opens the portal page `path` (hash path with query) titled `title`. */
export function useOpenPage(): (path: string, title: string) => void {
  const navigate = useNavigate();
  const { serviceId, systemCode } = useParams();
  return useCallback((path: string, title: string) => {
    if (emitShellEvent({ type: "page:open", path, title }) > 0) return;
    if (serviceId && systemCode) navigate(`/entry/${encodeURIComponent(serviceId)}/${encodeURIComponent(systemCode)}/sso-web#${path}`);
  }, [navigate, serviceId, systemCode]);
}
