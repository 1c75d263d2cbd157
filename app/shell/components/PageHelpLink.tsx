/**
 * The active page's help-document link (LAYOUT-38), at the end of the tab strip: for the active
 * tab's menu the shell asks `/api/user-centre/help-bound?menuId=` (the gateway's
 * queryPageBindDocument with that menuId); a returned documentId shows a link to
 * `/company/helper/center?docId={documentId}`, opened as the help centre's tab; none, a failed
 * lookup, or a page without a menu shows no link.
 * @see LAYOUT-38 @see USER-08
 */
import { Link } from "@chakra-ui/react";
import { memo, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HelpIcon, type ShellTabs } from "~/features/tabs";
import { tryRoute } from "~/utils/route-client";

/** The help centre's sso-web path (LAYOUT-39). */
const HELP_CENTRE_PATH = "/company/helper/center";

/**
 * The help-document path of a help-bound answer: `/company/helper/center?docId={documentId}` for
 * a positive safe integer documentId, else null (no link).
 */
export function pageHelpPath(reply: unknown): string | null {
  const documentId = (reply as { documentId?: unknown } | null)?.documentId;
  return typeof documentId === "number" && Number.isSafeInteger(documentId) && documentId > 0 ? `${HELP_CENTRE_PATH}?docId=${documentId}` : null;
}

/**
 * @param menuId the active tab's menu id (null: the active pane has no menu: no lookup, no link)
 * @param base the system's shell route, `/entry/{serviceId}/{systemCode}`
 */
export const PageHelpLink = memo(function PageHelpLink({ menuId, base, openPath }: { menuId: number | null; base: string; openPath: ShellTabs["openPath"] }) {
  const { t } = useTranslation();
  const [path, setPath] = useState<{ menuId: number; path: string } | null>(null);
  useEffect(() => {
    if (menuId === null) return;
    let live = true;
    void tryRoute(`/api/user-centre/help-bound?menuId=${menuId}`).then((r) => {
      if (!live) return;
      const found = r.ok ? pageHelpPath(r.value) : null;
      setPath(found ? { menuId, path: found } : null);
    });
    return () => {
      live = false;
    };
  }, [menuId]);
  // Only the answer for the page in front: a switch hides the last page's link at once.
  if (!path || path.menuId !== menuId) return null;
  return (
    <Link
      href={`${base}/sso-web#${path.path}`}
      onClick={(e: React.MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void openPath("sso-web", path.path, { verify: true });
      }}
      color="fg.muted"
      _hover={{ color: "blue.600" }}
      px="1.5"
      gap="1"
      data-tab-link="page-help"
    >
      <HelpIcon width={14} height={14} />
      {t("tabs:pageHelp")}
    </Link>
  );
});
