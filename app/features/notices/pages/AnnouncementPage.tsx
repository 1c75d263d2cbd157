/**
 * The sso-web announcement list (`/company/notice/announcement`, ROUTE-22): the titles, one
 * opened at a time (with `?id=` that one first), OPEN and CLOSE logged with scene `list`
 * (ANN-10; a failed log is ignored, ANN-11).
 */
import { Box, Button, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SsoPageProps } from "~/utils/sso-pages";
import { announcementSchema, type Announcement } from "~/gateway/notice-schemas";
import { currentSystemCode, loadAnnouncements, localTitle, type TickerItem } from "../announcements";
import { fetchAnnouncement, logBehavior } from "../client-api";
import { AnnouncementView } from "../components/AnnouncementView";

function Opened({ id }: { id: number }) {
  const { t } = useTranslation("notices");
  const [a, setA] = useState<Announcement | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void fetchAnnouncement(id).then((raw) => {
      const parsed = announcementSchema.safeParse(raw);
      if (!live) return;
      setA(parsed.success ? parsed.data : null);
      if (parsed.success) void logBehavior({ behaviorType: "OPEN", behaviorScene: "list", bizId: id, subType: parsed.data.subType });
    });
    return () => {
      live = false;
    };
  }, [id]);
  if (a === undefined) return <Spinner size="sm" m="3" />;
  if (a === null) return <Text p="3" color="fg.muted">{t("loadFailed")}</Text>;
  return (
    <Box px="4" pb="4" data-announcement-body="">
      <AnnouncementView announcement={a} withNav />
    </Box>
  );
}

export default function AnnouncementPage({ query }: SsoPageProps) {
  const { t, i18n } = useTranslation("notices");
  const [items, setItems] = useState<TickerItem[] | null | undefined>(undefined);
  const [openId, setOpenId] = useState<number | null>(() => (Number(query.get("id")) > 0 ? Number(query.get("id")) : null));
  useEffect(() => {
    let live = true;
    void loadAnnouncements(currentSystemCode()).then((r) => live && setItems(r ? r.ticker : null));
    return () => {
      live = false;
    };
  }, []);
  const toggle = (id: number) => {
    if (openId !== null) void logBehavior({ behaviorType: "CLOSE", behaviorScene: "list", bizId: openId });
    setOpenId(openId === id ? null : id);
  };
  if (items === undefined) return <Spinner size="sm" />;
  if (items === null) return <Text color="red.600" role="alert">{t("loadFailed")}</Text>;
  if (items.length === 0) return <Text color="fg.muted">{t("announcement.empty")}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" bg="white" borderWidth="1px" borderRadius="md" data-announcement-page="">
      {items.map((item) => (
        <Box as="li" key={item.announcementId} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <Button
            variant="ghost"
            w="full"
            justifyContent="space-between"
            borderRadius="0"
            fontWeight={openId === item.announcementId ? "semibold" : "normal"}
            aria-expanded={openId === item.announcementId}
            onClick={() => toggle(item.announcementId)}
          >
            <Text truncate>{localTitle(item, i18n.language)}</Text>
            {typeof item.announcementOnTime === "string" && <Text fontSize="xs" color="fg.muted">{item.announcementOnTime.slice(0, 10)}</Text>}
          </Button>
          {openId === item.announcementId && <Opened id={item.announcementId} />}
        </Box>
      ))}
    </Stack>
  );
}
