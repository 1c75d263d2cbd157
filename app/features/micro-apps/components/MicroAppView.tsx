/**
 * One micro-app pane: mounts the app (a single-spa parcel of its ES module) into a shadow root
 * the first time the pane is shown, keeps it mounted while hidden (keep-alive) until the pool
 * evicts it, mounts it again at its last route when shown again, unmounts it on close, and
 * reloads it on `micro:reload` (unmount, 300 ms, mount).
 * @see ROUTE-15, ROUTE-16, MICRO-01..MICRO-06
 */
import { Box, Button, Spinner, Text } from "@chakra-ui/react";
import type { Parcel } from "single-spa";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Pane } from "~/features/tabs";
import { callBridge, contractLanguage, registerBridgeApp } from "~/features/bridge";
import { originOf } from "~/features/security";
import { onShellEvent } from "~/utils/shell-events";
import type { MicroAppsShellView } from "../shell-view";
import { microAppErrorReport } from "../errors";
import { mountMicroApp, RELOAD_DELAY_MS, shadowContainer } from "../host";
import { dropPane, hidePane, rememberRoute, routeOf, setPoolCapacity, showPane } from "../pool-store";

/** Route id of the shell layout whose loader data carries `microApps`. */

type Status = "idle" | "loading" | "mounted" | "evicted" | "error";

/**
 * @param data the shell's loader data, passed down by the pane host (not read from the router:
 *   that would re-render every open micro-app pane on each navigation, i.e. each tab switch)
 */
export function MicroAppView({ pane, data }: { pane: Pane; data: MicroAppsShellView | undefined }) {
  const { t, i18n } = useTranslation("micro");
  const def = data?.microApps?.apps.find((a) => a.name === pane.appName) ?? null;
  const hostRef = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const [status, setStatus] = useState<Status>("idle");
  const [attempt, setAttempt] = useState(0);
  const latest = useRef({ pane, language: i18n.language, data });
  latest.current = { pane, language: contractLanguage(i18n.language), data };

  const key = pane.key;
  const entry = def?.entry ?? null;
  const poolSize = data?.microApps?.poolSize;
  useEffect(() => {
    if (poolSize !== undefined) setPoolCapacity(poolSize);
  }, [poolSize]);
  const origin = originOf(entry) ?? "";
  /** The props of mount and update, from the latest render. */
  const propsNow = () => {
    const { pane: p, language, data: d } = latest.current;
    return {
      route: routeOf(p.key, p.hashPath),
      language,
      serviceId: d?.system.serviceId ?? 0,
      systemCode: d?.system.systemCode ?? "",
      userInfo: { userName: d?.user.userName ?? "", displayName: d?.user.displayName ?? "", company: d?.user.company ?? "" },
      bridge: (type: string, payload?: unknown) => callBridge({ key: p.key, kind: "micro", origin }, type, payload),
      onRouteChange: (route: string) => rememberRoute(p.key, route),
    };
  };
  const propsRef = useRef(propsNow);
  propsRef.current = propsNow;

  useEffect(() => {
    const host = hostRef.current;
    if (!host || !entry) return;
    const container = shadowContainer(host);
    // The shell's requests to the app (its own picture for the assistant) arrive on its container.
    const offRequests = registerBridgeApp(key, container);
    const queue = (step: () => Promise<unknown>) => (chain.current = chain.current.then(step, step));
    const mount = () =>
      queue(async () => {
        if (parcel.current) return;
        setStatus("loading");
        try {
          parcel.current = await mountMicroApp(pane.appName, entry, container, propsRef.current());
          setStatus("mounted");
        } catch (error) {
          const report = microAppErrorReport(pane.appName, error);
          console.error("[micro-app] error", report);
          parcel.current = null;
          setStatus("error");
        }
      });
    const unmount = (next: Status) =>
      queue(async () => {
        const p = parcel.current;
        parcel.current = null;
        if (p) await p.unmount().catch((error: unknown) => console.error("[micro-app] error", microAppErrorReport(pane.appName, error)));
        container.replaceChildren();
        setStatus(next);
      });
    let shown = false;
    const check = () => {
      // Hidden: display none, or inside the pane host's content-visibility: hidden.
      const now = typeof host.checkVisibility === "function" ? host.checkVisibility() : host.getClientRects().length > 0;
      if (now === shown) return;
      shown = now;
      if (now) {
        const mustMount = showPane(key, () => void unmount("evicted"));
        if (mustMount || !parcel.current) void mount();
      } else hidePane(key);
    };
    // Shown or hidden: the pane host hides a pane with an attribute or class on an ancestor
    // (content-visibility: hidden, or display: none); a size change of the host covers the rest.
    const observer = new ResizeObserver(check);
    observer.observe(host);
    const mutations = new MutationObserver(check);
    for (let el = host.parentElement, depth = 0; el && depth < 4; el = el.parentElement, depth++) {
      mutations.observe(el, { attributes: true, attributeFilter: ["class", "style", "hidden", "aria-hidden"] });
    }
    check();
    const offReload = onShellEvent("micro:reload", (event) => {
      if (event.key !== key) return;
      void unmount("loading");
      queue(() => new Promise((resolve) => setTimeout(resolve, RELOAD_DELAY_MS)));
      void mount();
    });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      offReload();
      offRequests();
      dropPane(key);
      void unmount("idle");
    };
  }, [key, entry, pane.appName, attempt]);

  // A new route for a live app (the tab was opened again at another path), or a new language.
  // Only a change counts: a (re)mount already got the current props.
  const { hashPath } = pane;
  const language = i18n.language;
  const seen = useRef({ hashPath, language });
  useEffect(() => {
    const before = seen.current;
    seen.current = { hashPath, language };
    if (before.hashPath !== hashPath) rememberRoute(key, hashPath);
    const p = parcel.current;
    if (!p?.update || status !== "mounted" || (before.hashPath === hashPath && before.language === language)) return;
    p.update(propsRef.current()).catch(() => undefined);
  }, [key, hashPath, language, status]);

  if (!def) {
    return (
      <Box p="6">
        <Text color="fg.muted">{t("unavailable")}</Text>
      </Box>
    );
  }
  return (
    <Box position="relative" h="100%" data-micro-app={pane.appName} data-micro-state={status}>
      <div ref={hostRef} style={{ height: "100%" }} />
      {status === "loading" && (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" gap="2" color="fg.muted" bg="bg/80">
          <Spinner size="sm" />
          <Text fontSize="sm">{t("loading")}</Text>
        </Box>
      )}
      {status === "error" && (
        <Box p="6" role="alert">
          <Text fontWeight="semibold">{t("loadFailedTitle")}</Text>
          <Text mt="1" color="fg.muted" fontSize="sm">{t("loadFailedBody")}</Text>
          <Button mt="3" size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {t("retry")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
