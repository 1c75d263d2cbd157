/**
 * The menu search box with its popover: matches in all three languages with the typed text
 * highlighted, related suggestions, search history and a view-all link; ↑/↓ move, Enter opens,
 * Esc closes (and, closed, clears). A combobox per WAI-ARIA: focus stays in the box.
 * Styles live on the popover once (nested selectors): rows are plain elements, so a keystroke
 * only pays for React's diff of a few rows.
 *
 * Timing marks: each keystroke marks `menu-search:input`, and once its results are committed
 * and laid out (ready for the next paint) measures `menu-search:keystroke` (read by `npm run bench`).
 * @see MENU-16 @see MENU-24 @see MENU-25 @see MENU-26 @see MENU-27 @see MENU-28 @see MENU-29
 */
import { Box } from "@chakra-ui/react";
import { Fragment, useCallback, useId, useRef, type ReactNode } from "react";
import { useIsomorphicLayoutEffect } from "~/utils/isomorphic-layout-effect";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { menuLabel } from "~/features/menus";
import { SearchIcon, isUnbought, warnUnbought } from "~/features/menu-prefs";
import { highlightParts } from "../model/highlight";
import type { SearchHit } from "../model/ranking";
import { langSlot } from "../model/lang-slot";
import { useMenuSearch, type SearchOption } from "./use-menu-search";
import { panelCss, wrapCss } from "./styles";

/** Props of {@link MenuSearch}. */
export interface MenuSearchProps {
  /** The menu tree to search (already filtered by the paid-page flag, when it applies). */
  tree: readonly MenuNode[];
  /** Opens a leaf (never called for an unbought leaf, MENU-16). */
  onOpen(leaf: MenuNode): void;
  /** Whose search history this is (a user name); histories are kept per user in this browser. */
  historyOwner?: string;
  /** The view-all link (MENU-28). Default: the `menus:overlay` shell event; without a listener the popover lists every match. */
  onViewAll?(query: string): void;
  /** `dark` on the header bar, `light` in the sider. */
  tone?: "dark" | "light";
  /** Box width, CSS length. */
  width?: string;
}

const INPUT_MARK = "menu-search:input";
/** The performance measure of one keystroke, input → results laid out (ms). */
const KEYSTROKE_MEASURE = "menu-search:keystroke";

export function MenuSearch({ tree, onOpen, historyOwner = "", onViewAll, tone = "dark", width = "240px" }: MenuSearchProps) {
  const { t, i18n } = useTranslation("search");
  const lng = i18n.language;
  const slot = langSlot(lng);
  const idPrefix = `ms${useId().replace(/:/g, "")}`;
  const listId = `${idPrefix}-list`;
  const open = useCallback(
    (leaf: MenuNode) => {
      if (isUnbought(leaf)) {
        warnUnbought();
        return false;
      }
      onOpen(leaf);
      return true;
    },
    [onOpen],
  );
  const s = useMenuSearch({ tree, slot, idPrefix, historyOwner, onOpen: open, onViewAll });

  // Timing (bench): from the keystroke to its results laid out, ready for the next paint. Reading
  // the panel's box forces style and layout, so their cost is inside the measure.
  const panelRef = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (typeof performance === "undefined" || performance.getEntriesByName(INPUT_MARK, "mark").length === 0) return;
    panelRef.current?.getBoundingClientRect();
    performance.measure(KEYSTROKE_MEASURE, INPUT_MARK);
    performance.clearMarks(INPUT_MARK);
  }, [s.outcome]);

  const showPanel = s.open;
  const row = (o: SearchOption, children: ReactNode, extra?: { disabled?: boolean }) => (
    <div
      key={o.id}
      id={o.id}
      role="option"
      aria-selected={s.activeId === o.id}
      aria-disabled={extra?.disabled || undefined}
      data-kind={o.kind}
      onMouseEnter={() => s.setActiveId(o.id)}
      onClick={() => s.choose(o)}
    >
      {children}
    </div>
  );
  const hits = s.options.filter((o) => o.kind === "hit");
  const related = s.options.filter((o) => o.kind === "related");
  const history = s.options.filter((o) => o.kind === "history");
  const all = s.options.find((o) => o.kind === "all");

  return (
    <Box css={wrapCss(tone)} style={{ width }}>
      <label className="ms-field">
        <SearchIcon />
        <input
          type="search"
          role="combobox"
          aria-label={t("label")}
          aria-expanded={showPanel}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={s.activeId ?? undefined}
          placeholder={t("placeholder")}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          value={s.query}
          onChange={(e) => {
            if (typeof performance !== "undefined") performance.mark(INPUT_MARK);
            s.setQuery(e.target.value);
          }}
          onKeyDown={s.onKeyDown}
          onFocus={s.onFocus}
          onBlur={s.onBlur}
        />
      </label>
      {showPanel && (
        // Clicks inside keep the focus in the box (the 200 ms blur close still applies to clicks outside).
        <Box ref={panelRef} css={panelCss} onMouseDown={(e) => e.preventDefault()} data-testid="menu-search-panel">
          {s.outcome && hits.length === 0 && <p className="ms-empty">{t("noResults", { query: s.query.trim() })}</p>}
          {!s.outcome && history.length === 0 && <p className="ms-empty">{t("hint")}</p>}
          {!s.outcome && history.length > 0 && (
            <div className="ms-heading">
              <span aria-hidden="true">{t("history")}</span>
              <button type="button" tabIndex={-1} onClick={s.clearHistory}>
                {t("clearHistory")}
              </button>
            </div>
          )}
          <div id={listId} role="listbox" aria-label={t("label")}>
            <Section label={t("results")} show={hits.length > 0}>
              {hits.map((o) => o.kind === "hit" && row(o, <HitRow hit={o.hit} slot={slot} lng={lng} notBought={t("notBought")} />, { disabled: isUnbought(o.hit.entry.leaf) }))}
            </Section>
            <Section label={t("related")} show={related.length > 0}>
              {related.map((o) => o.kind === "related" && row(o, <span className="ms-name">{o.leaf ? menuLabel(o.leaf, lng) : o.name}</span>))}
            </Section>
            <Section label={t("history")} show={history.length > 0} quiet>
              {history.map((o) => o.kind === "history" && row(o, <span className="ms-name">{o.term}</span>))}
            </Section>
            {all && row(all, <span className="ms-all">{t("viewAll")}</span>)}
          </div>
        </Box>
      )}
    </Box>
  );
}

/** A labelled group of options; its visible heading is hidden from assistive technology (the group's label says it). */
function Section({ label, show, quiet, children }: { label: string; show: boolean; quiet?: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <div role="group" aria-label={label}>
      {!quiet && (
        <div className="ms-heading" aria-hidden="true">
          {label}
        </div>
      )}
      {children}
    </div>
  );
}

function Marked({ name, ranges }: { name: string; ranges: SearchHit["ranges"] }) {
  return (
    <>
      {highlightParts(name, ranges).map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <Fragment key={i}>{p.text}</Fragment>))}
    </>
  );
}

/** The `lang` of a language slot's names (zh_CN menuName, en_US menuEnName, ko_KR menuKrName). */
const SLOT_LANG = ["zh-CN", "en-US", "ko-KR"] as const;

/**
 * A hit (MENU-25): its name in the user's language first, marked when that is what contains the
 * text; otherwise the other language's name that does, marked, beside it; and where it sits.
 */
function HitRow({ hit, slot, lng, notBought }: { hit: SearchHit; slot: number; lng: string; notBought: string }) {
  const { entry } = hit;
  const own = entry.names[slot];
  const other = hit.slot !== slot;
  return (
    <>
      <span className="ms-name">
        {other ? own : <Marked name={own} ranges={hit.ranges} />}
        {other && (
          <span className="ms-alt" lang={SLOT_LANG[hit.slot]} data-match-lang={SLOT_LANG[hit.slot]}>
            <Marked name={entry.names[hit.slot]} ranges={hit.ranges} />
          </span>
        )}
      </span>
      <span className="ms-path">{isUnbought(entry.leaf) ? notBought : entry.parents.map((p) => menuLabel(p, lng)).join(" / ")}</span>
    </>
  );
}
