/**
 * The shell's menu preferences in the browser: favourites (loaded once after hydration), pin
 * states, the paid-page flag, and the system they belong to. Every change goes to the gateway
 * first; the state changes only when it succeeded, then `操作成功` shows (MENU-20). Nothing
 * here revalidates a loader: only the changed value changes.
 *
 * Wrap the shell once: `<NavPrefsProvider system={…} showUpdateFlag={…}>`; the star, pin, eye,
 * buy and bookmarks components read it with {@link useNavPrefs}.
 * @see MENU-11 @see MENU-14 @see MENU-15 @see MENU-18 @see MENU-19 @see MENU-20 @see MENU-21 @see MENU-22 @see MENU-23
 */
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { MenuNode } from "~/gateway/schemas";
import { routeErrorText, tryRoute, type RouteResult } from "~/utils/route-client";
import { paidFlagOf, type PaidPageFlag, type UpgradeContext } from "../model/paid";
import { favouritesReply, paidFlagReply, pinReply } from "../model/replies";

/** What the components read. */
export interface NavPrefs {
  system: UpgradeContext;
  /** Favourite menuIds in the gateway's order; `status` "loading" until the first answer. */
  favourites: { status: "loading" | "ready" | "failed"; ids: readonly number[] };
  isFavourite(menuId: number): boolean;
  /** Adds or removes; resolves true on success. */
  toggleFavourite(menuId: number): Promise<boolean>;
  /** Pinned: the last successful pin change, else collectFlag 2 (MENU-22). */
  isPinned(leaf: Pick<MenuNode, "menuId" | "collectFlag">): boolean;
  togglePin(leaf: Pick<MenuNode, "menuId" | "collectFlag">): Promise<boolean>;
  paidFlag: PaidPageFlag;
  /** Saves the flag; the shown flag changes when the gateway accepted it. */
  setPaidFlag(flag: PaidPageFlag): Promise<boolean>;
  /** Keys of requests under way (`fav:{id}`, `pin:{id}`, `paid`): their buttons are disabled. */
  busy: ReadonlySet<string>;
}

const Ctx = createContext<NavPrefs | null>(null);

/** The part that changes only with the system or the paid-page flag. */
export type NavSystem = Pick<NavPrefs, "system" | "paidFlag">;
const SystemCtx = createContext<NavSystem | null>(null);

/**
 * The system and the paid-page flag alone: the header, the menus and the buy buttons read
 * this, so favourites arriving or a pin changing does not re-render them (issue 10).
 */
export function useNavSystem(): NavSystem {
  return useContext(SystemCtx) ?? FALLBACK;
}

/** The preferences; outside a provider, a read-only default (nothing favourite, flag 2). */
export function useNavPrefs(): NavPrefs {
  return useContext(Ctx) ?? FALLBACK;
}

const noChange = () => Promise.resolve(false);
const FALLBACK: NavPrefs = {
  system: { serviceId: "", systemCode: "", packageId: null },
  favourites: { status: "failed", ids: [] },
  isFavourite: () => false,
  toggleFavourite: noChange,
  isPinned: (leaf) => Number(leaf.collectFlag) === 2,
  togglePin: noChange,
  paidFlag: 2,
  setPaidFlag: noChange,
  busy: new Set(),
};

/** Props: the current system (`packageId` for the upgrade page) and the menu reply's showUpdateFlag. */
export interface NavPrefsProviderProps extends UpgradeContext {
  showUpdateFlag: unknown;
  children: ReactNode;
}

export function NavPrefsProvider({ serviceId, systemCode, packageId, showUpdateFlag, children }: NavPrefsProviderProps) {
  const { t } = useTranslation("search");
  const system = useMemo<UpgradeContext>(() => ({ serviceId, systemCode, packageId }), [serviceId, systemCode, packageId]);
  const [favourites, setFavourites] = useState<NavPrefs["favourites"]>({ status: "loading", ids: [] });
  const [pins, setPins] = useState<ReadonlyMap<number, boolean>>(new Map());
  const initialFlag = paidFlagOf(showUpdateFlag);
  const [paidFlag, setFlag] = useState<PaidPageFlag>(initialFlag);
  useEffect(() => setFlag(initialFlag), [initialFlag]);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const busyRef = useRef(new Set<string>());

  useEffect(() => {
    let live = true;
    void tryRoute("/api/favourites", { schema: favouritesReply }).then((answer) => {
      // A transition: every star, the header and the menus read this context, and the first
      // answer arrives while the shell is starting; React renders it in slices so clicks are
      // not held up (issue 10, shell_tbt_ms). A seller's own changes below stay urgent.
      if (live) startTransition(() => setFavourites(answer.ok ? { status: "ready", ids: answer.value.menuIds } : { status: "failed", ids: [] }));
    });
    return () => void (live = false);
  }, [system.serviceId, system.systemCode]);

  /** Runs one change at a time per key; notifies the outcome. */
  const run = useCallback(
    async <T,>(key: string, call: () => Promise<RouteResult<T>>, apply: (answer: T) => void) => {
      if (busyRef.current.has(key)) return false;
      busyRef.current.add(key);
      setBusy(new Set(busyRef.current));
      try {
        const answer = await call();
        if (answer.ok) {
          apply(answer.value);
          void notify({ type: "success", title: t("done") });
          return true;
        }
        void notify({ type: "error", title: t("failed"), description: routeErrorText(t, answer.error) });
        return false;
      } finally {
        busyRef.current.delete(key);
        setBusy(new Set(busyRef.current));
      }
    },
    [t],
  );

  const value = useMemo<NavPrefs>(() => {
    const favSet = new Set(favourites.ids);
    const isPinned = (leaf: Pick<MenuNode, "menuId" | "collectFlag">) => pins.get(leaf.menuId) ?? Number(leaf.collectFlag) === 2;
    return {
      system,
      favourites,
      isFavourite: (menuId) => favSet.has(menuId),
      toggleFavourite: (menuId) =>
        run(`fav:${menuId}`, () => tryRoute("/api/favourites", { form: { menuId, op: favSet.has(menuId) ? "remove" : "add" }, schema: favouritesReply }), (a) =>
          setFavourites({ status: "ready", ids: a.menuIds }),
        ),
      isPinned,
      togglePin: (leaf) =>
        run(`pin:${leaf.menuId}`, () => tryRoute("/api/menu-pin", { form: { menuId: leaf.menuId, optType: isPinned(leaf) ? 2 : 1 }, schema: pinReply }), (a) =>
          setPins((prev) => new Map(prev).set(a.menuId, a.pinned)),
        ),
      paidFlag,
      setPaidFlag: (flag) =>
        run(
          "paid",
          () => tryRoute("/api/paid-flag", { form: { serviceId: system.serviceId, systemCode: system.systemCode, showUpdateFlag: flag }, schema: paidFlagReply }),
          (a) => setFlag(a.showUpdateFlag),
        ),
      busy,
    };
  }, [system, favourites, pins, paidFlag, busy, run]);

  const stable = useMemo<NavSystem>(() => ({ system, paidFlag }), [system, paidFlag]);
  return (
    <SystemCtx.Provider value={stable}>
      <Ctx.Provider value={value}>{children}</Ctx.Provider>
    </SystemCtx.Provider>
  );
}
