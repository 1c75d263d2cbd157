/**
 * An `sso-web` pane: the portal page its hash path names, from the shell's page table
 * (app/utils/sso-pages.ts), loaded lazily
 * (ROUTE-13). A page that is not built yet says, in the user's language and by its menu name,
 * what will be there; the raw path never shows. A page that fails to load offers a retry.
 * @see ROUTE-13
 */
import { Box, Button, Heading, Text } from "@chakra-ui/react";
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { menuLabel } from "~/features/menus";
import { ssoPageOf, useSsoPages, type SsoPageLoader, type SsoPageProps, type SsoPageTable } from "~/utils/sso-pages";
import type { Pane } from "../model";

const lazyPages = new Map<SsoPageLoader, LazyExoticComponent<ComponentType<SsoPageProps>>>();

/** The table's loader for a hash path (exact, lower-case, without the query); undefined when none. */
function ssoPageLoader(ssoPages: SsoPageTable, hashPath: string): SsoPageLoader | undefined {
  const bare = hashPath.split("?")[0].replace(/\/+$/, "").toLowerCase() || "/";
  return ssoPageOf(ssoPages, bare);
}

function lazyPage(loader: SsoPageLoader) {
  let page = lazyPages.get(loader);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(loader, page);
  }
  return page;
}

export function SsoPane({ pane }: { pane: Pane }) {
  const { t, i18n } = useTranslation("tabs");
  const title = menuLabel(pane.names, i18n.language);
  const [attempt, setAttempt] = useState(0);
  const loader = ssoPageLoader(useSsoPages(), pane.hashPath);
  const query = useMemo(() => new URLSearchParams(pane.hashPath.split("?").slice(1).join("?")), [pane.hashPath]);
  if (!loader) return <ComingSoon title={title} />;
  const Page = lazyPage(loader);
  const path = pane.hashPath.split("?")[0];
  return (
    <PageBoundary key={attempt} fallback={<Failed
          onRetry={() => {
            lazyPages.delete(loader);
            setAttempt((n) => n + 1);
          }}
        />}>
      <Suspense fallback={<Text p="6" color="fg.muted" fontSize="sm">{t("loading")}</Text>}>
        <Page path={path} query={query} title={title} />
      </Suspense>
    </PageBoundary>
  );
}

function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation("tabs");
  return (
    <Box p="6">
      <Box bg="white" borderWidth="1px" borderRadius="md" p="6" maxW="720px">
        <Heading as="h1" size="md">{title}</Heading>
        <Text mt="2" color="fg.muted" fontSize="sm">{t("comingSoon", { name: title })}</Text>
        <Text mt="1" color="fg.muted" fontSize="sm">{t("comingSoonHint")}</Text>
      </Box>
    </Box>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("tabs");
  return (
    <Box p="6" role="alert">
      <Text fontSize="sm">{t("pageFailed")}</Text>
      <Button mt="3" size="xs" variant="outline" onClick={onRetry}>{t("retry")}</Button>
    </Box>
  );
}

/** Catches a page that fails to load or render, so one pane never takes the shell down. */
class PageBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("portal page failed", error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
