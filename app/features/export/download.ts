/**
 * The one download action of the portal (download centre, task notices, the download socket's
 * notice): the link passes the one filter (EXPORT-20) or is refused with a message and nothing
 * opens; a file of the file host goes through the portal's `/upload/download` (the token added
 * server-side), first asked for one byte so a failure shows as a message, then saved by the
 * browser itself from a hidden form post (streamed to disk, never a blob in memory); a link on
 * another host opens in a new window without opener.
 * @module features/export/download
 * @see EXPORT-06 @see EXPORT-20 @see EXPORT-22
 */
import { notify } from "~/components/ui/notify";
import { withBase } from "~/utils/base-path";
import { followableLink } from "~/utils/download-link";

type T = (key: string, vars?: Record<string, unknown>) => string;

const FRAME = "portal-download-frame";

/** The hidden frame the download form posts into (an error page there is never shown nor saved). */
function frame(): HTMLIFrameElement {
  let el = document.querySelector<HTMLIFrameElement>(`iframe[name="${FRAME}"]`);
  if (!el) {
    el = document.createElement("iframe");
    el.name = FRAME;
    el.title = FRAME;
    el.hidden = true;
    el.setAttribute("aria-hidden", "true");
    document.body.append(el);
  }
  return el;
}

function submit(fileName: string, saveAs: string): void {
  frame();
  const form = document.createElement("form");
  form.method = "POST";
  form.action = withBase("/upload/download");
  form.target = FRAME;
  form.hidden = true;
  for (const [name, value] of Object.entries({ fileName, saveAs })) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Downloads `raw` saved as `saveAs`. Resolves true when the download started.
 * Never throws; every refusal and failure is a message in the user's language.
 */
export async function downloadLink(raw: unknown, saveAs: string, t: T): Promise<boolean> {
  const link = followableLink(raw);
  if (!link) {
    void notify({ type: "error", title: t("export:download.refused") });
    return false;
  }
  let reason = "failed";
  try {
    const res = await fetch(withBase("/upload/download"), {
      method: "POST",
      body: new URLSearchParams({ fileName: link, saveAs }),
      headers: { Range: "bytes=0-0" },
      credentials: "same-origin",
    });
    if (res.status === 200 || res.status === 206) {
      void res.body?.cancel().catch(() => {});
      submit(link, saveAs);
      return true;
    }
    const body = (await res.json().catch(() => null)) as { reason?: unknown } | null;
    reason = typeof body?.reason === "string" ? body.reason : "failed";
  } catch {
    reason = "failed";
  }
  if (reason === "foreign") {
    window.open(link, "_blank", "noopener,noreferrer");
    return true;
  }
  const known = ["refused", "missing", "unauthorized", "badRequest"].includes(reason) ? reason : "failed";
  void notify({ type: "error", title: t(`export:download.${known}`) });
  return false;
}

/** The saved name of a task's file: the task's name plus the link's extension. */
export function saveAsOf(taskName: string, link: string): string {
  const ext = /\.([A-Za-z0-9]{1,8})(?:[?#]|$)/.exec(link)?.[1];
  const base = taskName.trim() || "download";
  return ext && !base.toLowerCase().endsWith(`.${ext.toLowerCase()}`) ? `${base}.${ext}` : base;
}
