/**
 * Shows a portal (sso-web) page from the shell's page table in a side drawer, while no tab feature
 * handles `page:open`, and a page that needs no menu leaf opened by its address (`page:show`;
 * see page-opener). A page not registered says so in the user's language.
 */
import { CloseButton, Drawer, Portal, Spinner, Text } from "@chakra-ui/react";
import { lazy, Suspense, type ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "~/components/ui/opened-once";
import { ssoPageOf, useSsoPages, type SsoPageProps, type SsoPageTable } from "~/utils/sso-pages";
import { closeFallbackPage, type FallbackPage } from "../page-opener";

const lazies = new Map<string, ComponentType<SsoPageProps>>();

function pageOf(ssoPages: SsoPageTable, path: string): ComponentType<SsoPageProps> | null {
  const loader = ssoPageOf(ssoPages, path);
  if (!loader) return null;
  let page = lazies.get(path);
  if (!page) {
    page = lazy(loader);
    lazies.set(path, page);
  }
  return page;
}

/** The drawer for the page `open` (null: closed); its state is the host's (PortalPageHost). */
export function PortalPageDrawer({ open }: { open: FallbackPage | null }) {
  const { t } = useTranslation("notices");
  const [path = "", search = ""] = (open?.path ?? "").split("?");
  const ssoPages = useSsoPages();
  const Page = open ? pageOf(ssoPages, path.toLowerCase()) : null;
  const title = open?.titleKey ? t(open.titleKey) : open?.title;
  if (!useOpenedOnce(open !== null)) return null;
  return (
    <Drawer.Root open={open !== null} onOpenChange={(e) => !e.open && closeFallbackPage()} size="lg" placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-portal-page-drawer="">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {open && Page ? (
                <Suspense fallback={<Spinner size="sm" />}>
                  <Page key={open.path} path={path} query={new URLSearchParams(search)} title={title ?? ""} />
                </Suspense>
              ) : (
                <Text color="fg.muted">{t("pages.unavailable")}</Text>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
