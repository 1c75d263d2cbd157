/**
 * One announcement's body: type 7's JSON content (image files as images, other files as links,
 * and the visit link, ANN-05), any other type's HTML sanitised (ANN-05) with its heading
 * navigation (ANN-06), and the attachments (ANN-08; an unparseable URL shows the
 * parameter-error message).
 */
import { Box, Button, Flex, Image, Link, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Announcement } from "~/gateway/notice-schemas";
import { withBase } from "~/utils/base-path";
import { localContent } from "../announcements";
import { attachmentLink, KEY_FEATURE_TYPE, keyFeatureFileKind, parseKeyFeature } from "../model";
import { SafeHtml, type HtmlHeading } from "~/components/ui/safe-html";

/**
 * One type 7 file: an image file as the image (lazy unless `eager`, at most the body's width,
 * its name as the alt text; a link again when it does not load), any other file as a link
 * (ANN-05).
 */
function KeyFeatureFile({ file, eager = false }: { file: { fileName: string; fileUrl: string }; eager?: boolean }) {
  const { t } = useTranslation("notices");
  const [failed, setFailed] = useState(false);
  const name = file.fileName || t("announcement.file");
  if (keyFeatureFileKind(file) === "image" && !failed) {
    return <Image src={file.fileUrl} alt={name} loading={eager ? "eager" : "lazy"} maxW="100%" h="auto" alignSelf="flex-start" borderRadius="md" borderWidth="1px" onError={() => setFailed(true)} data-key-feature-image="" />;
  }
  return (
    <Link href={file.fileUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
      {name}
    </Link>
  );
}

function KeyFeature({ content, eagerFirst }: { content: string; eagerFirst: boolean }) {
  const { t } = useTranslation("notices");
  const parsed = parseKeyFeature(content);
  if (!parsed) return <Text color="fg.muted">{t("announcement.badContent")}</Text>;
  return (
    <Stack gap="2" fontSize="sm">
      {parsed.files.map((f, i) => (
        <KeyFeatureFile key={f.fileUrl} file={f} eager={eagerFirst && i === 0} />
      ))}
      {parsed.visitLink && (
        <Link href={parsed.visitLink.startsWith("/") ? withBase(parsed.visitLink) : parsed.visitLink} colorPalette="blue" fontWeight="semibold" target={parsed.visitLink.startsWith("/") ? undefined : "_blank"} rel="noopener noreferrer">
          {t("announcement.visit")}
        </Link>
      )}
    </Stack>
  );
}

function Attachments({ list }: { list: Announcement["enclosureList"] }) {
  const { t } = useTranslation("notices");
  if (list.length === 0) return null;
  return (
    <Box mt="4" pt="3" borderTopWidth="1px">
      <Text fontSize="xs" color="fg.muted" mb="1">{t("announcement.attachments")}</Text>
      <Stack gap="1" fontSize="sm">
        {list.map((e, i) => {
          const href = attachmentLink(e.enclosureFileUrl);
          return href ? (
            <Link key={i} href={href} target="_blank" rel="noopener noreferrer" colorPalette="blue" download>
              {e.enclosureFileName || t("announcement.file")}
            </Link>
          ) : (
            <Text key={i} color="red.600" role="alert">
              {e.enclosureFileName}: {t("announcement.paramError")}
            </Text>
          );
        })}
      </Stack>
    </Box>
  );
}

/**
 * The body of `announcement`; with `withNav`, the heading navigation on the left. With
 * `eagerFirstImage` a key feature's first image loads at once, not lazily: the modal's, which
 * is the largest thing of the shell's first paint (issue 10, `shell_lcp_ms`); the browser finds
 * it in the server's document and fetches it alongside the scripts.
 */
export function AnnouncementView({ announcement, withNav = false, eagerFirstImage = false }: { announcement: Announcement; withNav?: boolean; eagerFirstImage?: boolean }) {
  const { t, i18n } = useTranslation("notices");
  const [headings, setHeadings] = useState<HtmlHeading[]>([]);
  const keyFeature = announcement.announcementType === KEY_FEATURE_TYPE;
  const content = localContent(announcement, i18n.language);
  const body = keyFeature ? (
    <KeyFeature content={content} eagerFirst={eagerFirstImage} />
  ) : (
    <SafeHtml html={content} idPrefix={`ann-${announcement.announcementId}`} onHeadings={setHeadings} />
  );
  return (
    <Flex gap="4" align="flex-start">
      {withNav && !keyFeature && headings.length > 1 && (
        <Box as="nav" aria-label={t("announcement.headings")} w="160px" flexShrink={0} borderEndWidth="1px" pe="2">
          <Stack gap="0.5">
            {headings.map((h) => (
              <Button
                key={h.id}
                size="xs"
                variant="ghost"
                justifyContent="flex-start"
                ps={`${(h.level - 1) * 8 + 8}px`}
                fontWeight={h.level === 1 ? "semibold" : "normal"}
                onClick={() => document.getElementById(h.id)?.scrollIntoView({ behavior: "smooth", block: "start" })}
              >
                <Text truncate>{h.text}</Text>
              </Button>
            ))}
          </Stack>
        </Box>
      )}
      <Box flex="1" minW="0">
        {body}
        <Attachments list={announcement.enclosureList} />
      </Box>
    </Flex>
  );
}
