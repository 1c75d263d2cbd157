/**
 * The company's packages for the service pages (`querySystemServicePackageInfo` via
 * /api/purchase), with the free package on offer and the demo flag; `reload` reads them again.
 * @module features/service-purchase/use-packages
 */
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchPackages, type FreePackageOffer, type ServicePackage } from "./client";

export interface PackagesState {
  packages: ServicePackage[] | null;
  offer: NonNullable<FreePackageOffer> | null;
  isDemo: boolean;
  failure: string | null;
  reload: () => void;
}

export function usePackages(): PackagesState {
  const { t } = useTranslation("purchase");
  const [state, setState] = useState<Omit<PackagesState, "reload">>({ packages: null, offer: null, isDemo: false, failure: null });
  const reload = useCallback(() => {
    setState((s) => ({ ...s, failure: null }));
    void fetchPackages(t).then((r) =>
      setState((s) => (r.ok ? { packages: r.packages, offer: r.offer, isDemo: r.isDemo, failure: null } : { ...s, failure: r.text })),
    );
  }, [t]);
  useEffect(reload, [reload]);
  return { ...state, reload };
}
