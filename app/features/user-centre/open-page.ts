/**
 * Opening another portal page from the user centre's pages: as its tab (`page:open`, the tabs
 * feature takes a page that is a menu leaf), else as the page shown outside the tabs
 * (`page:show`, for the pages that need no menu leaf; any other page is refused there, ENTRY-06).
 * @module features/user-centre/open-page
 */
import { emitShellEvent, requestShellEvent } from "~/utils/shell-events";

/** Opens `path` (hash path with query) titled `title`; true when the tabs took it. */
export function openPage(path: string, title: string): boolean {
  if (emitShellEvent({ type: "page:open", path, title }) > 0) return true;
  requestShellEvent({ type: "page:show", path });
  return false;
}
