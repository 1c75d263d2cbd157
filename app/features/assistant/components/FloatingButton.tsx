/**
 * The draggable floating AI button: a press and release within 3 px is a click (opens the
 * drawer); a longer move drags it. Its position is saved locally and kept on screen, also when
 * the window shrinks. @see AI-11 @see AI-12 @see AI-13 @see AI-14
 */
import { chakra } from "@chakra-ui/react";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { clampToViewport, isClick, parseSaved, type Point } from "../model/drag";

const SIZE = 48;
/** Where the dragged button's place is kept (the portal's `pro__` prefix, CONST-01). */
const STORAGE_KEY = "pro__assistantFab";
/** The key of versions before the prefix: still read, never written. */
const LEGACY_STORAGE_KEY = "portal.assistant.fab";
/** Default gap under the button, px (the live-broadcast card sits to its left: LiveNotice). */
const DEFAULT_BOTTOM = 96;

export function FloatingButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation("assistant");
  const [pos, setPos] = useState<Point | null>(null);
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);

  useEffect(() => {
    const place = (p: Point | null) => clampToViewport(p ?? { x: window.innerWidth - SIZE - 24, y: window.innerHeight - SIZE - DEFAULT_BOTTOM }, SIZE, window.innerWidth, window.innerHeight);
    let saved: Point | null = null;
    try {
      saved = parseSaved(localStorage.getItem(STORAGE_KEY) ?? localStorage.getItem(LEGACY_STORAGE_KEY));
    } catch {
      saved = null;
    }
    setPos(place(saved));
    const onResize = () => setPos((p) => place(p));
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  const down = (e: PointerEvent<HTMLButtonElement>) => {
    if (!pos || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: pos, moved: false };
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const now = { x: e.clientX, y: e.clientY };
    if (!d.moved && isClick(d.start, now)) return;
    d.moved = true;
    setPos(clampToViewport({ x: d.origin.x + now.x - d.start.x, y: d.origin.y + now.y - d.start.y }, SIZE, window.innerWidth, window.innerHeight));
  };
  const up = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    if (!d.moved || isClick(d.start, { x: e.clientX, y: e.clientY })) {
      if (d.moved) setPos(d.origin);
      return onOpen();
    }
    const end = clampToViewport({ x: d.origin.x + e.clientX - d.start.x, y: d.origin.y + e.clientY - d.start.y }, SIZE, window.innerWidth, window.innerHeight);
    setPos(end);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(end));
    } catch {
      /* storage denied: the position is kept for this page only */
    }
  };

  if (!pos) return null;
  return (
    <chakra.button
      type="button"
      data-testid="assistant-fab"
      aria-label={t("open")}
      title={t("open")}
      position="fixed"
      left={`${pos.x}px`}
      top={`${pos.y}px`}
      w={`${SIZE}px`}
      h={`${SIZE}px`}
      borderRadius="full"
      bg="blue.600"
      color="white"
      fontWeight="bold"
      fontSize="sm"
      boxShadow="lg"
      zIndex={1300}
      cursor="grab"
      touchAction="none"
      userSelect="none"
      _hover={{ bg: "blue.700" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "blue.300", outlineOffset: "2px" }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => void (drag.current = null)}
      onKeyDown={(e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          onOpen();
        }
      }}
    >
      AI
    </chakra.button>
  );
}
