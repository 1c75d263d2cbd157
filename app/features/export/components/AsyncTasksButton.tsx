/**
 * The toolbar's async order task list (EXPORT-17, 18, 21): a button, shown once a task arrived,
 * that opens, in place, the latest 3 tasks fed by the download socket, newest first — without
 * leaving the current tab.
 * The panel and its strings load when first opened.
 * @see EXPORT-17 @see EXPORT-18 @see EXPORT-21
 */
import { Box, IconButton } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "@remix-run/react";
import { emitShellEvent } from "~/utils/shell-events";
import { asyncTasks, subscribeAsyncTasks } from "../async-store";

const AsyncTasksPanel = lazy(() => import("./AsyncTasksPanel"));

function ListIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1.2" />
      <circle cx="4.5" cy="12" r="1.2" />
      <circle cx="4.5" cy="18" r="1.2" />
    </svg>
  );
}

/** The download centre's sso-web path (EXPORT-01). */
const CENTRE_PATH = "/user/download-center";

/** Props: `base`, the system's shell route `/entry/{serviceId}/{systemCode}` (to open the centre). */
export function AsyncTasksButton({ base }: { base: string }) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const onOpenCentre = () => {
    if (emitShellEvent({ type: "page:open", path: CENTRE_PATH, title: t("toolbar.exportCentre") }) === 0) navigate(`${base}/sso-web#${CENTRE_PATH}`);
  };
  const [open, setOpen] = useState(false);
  const tasks = useSyncExternalStore(subscribeAsyncTasks, asyncTasks, asyncTasks);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const esc = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", away);
    document.addEventListener("keydown", esc);
    return () => {
      document.removeEventListener("mousedown", away);
      document.removeEventListener("keydown", esc);
    };
  }, [open]);
  const label = t("toolbar.asyncTasks");
  // Shown once there is a task to list: the header keeps its room for the menus until then.
  if (tasks.length === 0 && !open) return null;
  return (
    <Box position="relative" ref={ref}>
      <IconButton aria-label={label} title={label} aria-expanded={open} size="xs" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }} onClick={() => setOpen((o) => !o)} data-toolbar-item="" data-async-tasks-button="">
        <ListIcon />
      </IconButton>
      {tasks.length > 0 && (
        <Box as="span" aria-hidden position="absolute" top="0" right="0" w="2" h="2" bg="orange.400" borderRadius="full" pointerEvents="none" />
      )}
      {open && (
        <Suspense fallback={null}>
          <AsyncTasksPanel tasks={tasks} onOpenCentre={() => (setOpen(false), onOpenCentre())} />
        </Suspense>
      )}
    </Box>
  );
}
