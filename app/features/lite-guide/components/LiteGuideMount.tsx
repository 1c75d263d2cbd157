/**
 * The lite guide's mount in the shell: nothing for a user whose guideStatus is done or dismissed
 * (2, 3) — most users, at no cost; otherwise the guide and its texts load when the page is idle.
 * Whether the guide is for this user at all (GUIDE-01..03) the server decides.
 * @see GUIDE-05 @see GUIDE-18
 */
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { whenIdle } from "~/utils/when-idle";
import { parseStatus, viewOf } from "../model";

// A chunk that fails to load (network) leaves the shell as it is: no guide this time.
const LiteGuide = lazy(() => import("./LiteGuide").catch(() => ({ default: () => null })));

/** Props: the user's guideStatus from the account (any value; unknown means no guide). */
export function LiteGuideMount({ guideStatus }: { guideStatus: unknown }) {
  const { i18n } = useTranslation();
  const status = parseStatus(guideStatus);
  const wanted = status !== null && viewOf(status) !== "none";
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return;
    return whenIdle(() => void i18n.loadNamespaces("liteGuide").then(() => setReady(true), () => setReady(true)));
  }, [wanted, i18n]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <LiteGuide />
    </Suspense>
  );
}
