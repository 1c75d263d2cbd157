/**
 * Moving between the service pages: each step opens the next page in the service-management tab
 * (the pages are hosted there, app/utils/sso-pages.ts `hostPageOf`), through the address, so the
 * browser's back button and a reload keep the step.
 * @module features/service-purchase/use-serve-nav
 * @see ROUTE-27
 */
import { useNavigate, useParams } from "@remix-run/react";
import { useCallback } from "react";

/** `go(path)` opens the service page `path` (with its query) in the current workspace; `enter(serviceId, systemCode)` enters a system. */
export function useServeNav(): { go: (path: string, options?: { replace?: boolean }) => void; enter: (serviceId: number | string, systemCode: string) => void } {
  const navigate = useNavigate();
  const { serviceId, systemCode } = useParams();
  const go = useCallback(
    (path: string, options?: { replace?: boolean }) => navigate(`/entry/${serviceId}/${systemCode}/sso-web#${path}`, { replace: options?.replace }),
    [navigate, serviceId, systemCode],
  );
  const enter = useCallback((id: number | string, code: string) => navigate(`/entry/${encodeURIComponent(String(id))}/${encodeURIComponent(code)}`), [navigate]);
  return { go, enter };
}
