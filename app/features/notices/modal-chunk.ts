/**
 * The announcement modal's chunk, shared by the shell (which renders the modal) and the
 * browser (issue 10). When the server rendered the modal into the document (the shell loader
 * found announcements to show, and loaded this chunk), the browser loads it before hydrating
 * too ({@link holdHydrationForModal}), so both render the module itself, with no `React.lazy`
 * and no Suspense boundary: a boundary would hydrate after the rest of the shell, and an update reaching it
 * first would make React throw the server's markup away and render it again (error #421).
 * @module features/notices/modal-chunk
 */
import { holdHydration } from "~/utils/before-hydration";
import type { AnnouncementModal } from "./components/AnnouncementModal";

/** Marks the modal's content in the document (set by AnnouncementModal). */
const ANNOUNCEMENT_MODAL_SELECTOR = "[data-announcement-modal]";

let loaded: typeof AnnouncementModal | null = null;

/**
 * Loads the modal's chunk (once; a failed load may be retried). Once loaded, the module is
 * given at once: the shell's server render asks for it on every document that shows the modal.
 * @throws whatever the dynamic import rejects with (offline, a missing chunk)
 */
export function loadAnnouncementModal(): Promise<typeof AnnouncementModal> {
  if (loaded) return Promise.resolve(loaded);
  return import("./components/AnnouncementModal").then((m) => (loaded = m.AnnouncementModal));
}

/** The modal component once its chunk has loaded, else null. */
export function loadedAnnouncementModal(): typeof AnnouncementModal | null {
  return loaded;
}

/**
 * In the browser, before hydration: when the document holds the server-rendered modal, loads
 * its chunk and makes hydration wait for it. Called when the shell's modules are evaluated.
 */
export function holdHydrationForModal(): void {
  if (typeof document !== "undefined" && document.querySelector(ANNOUNCEMENT_MODAL_SELECTOR)) holdHydration(loadAnnouncementModal);
}
