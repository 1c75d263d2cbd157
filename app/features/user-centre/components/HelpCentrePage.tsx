/**
 * The help centre (sso-web `/company/helper/center?docId=…`): the documents by group with a
 * search on the left; on the right the chosen document (`docId`, else the first one) with its
 * table of contents. An unknown or malformed `docId` says so and keeps the list. The HTML was
 * sanitised by the portal's server (app/utils/safe-html.server.ts).
 * @see USER-08 @see ROUTE-24
 */
import { Box, Button, Flex, Heading, Input, Link, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { SafeHtml, type HtmlHeading } from "~/components/ui/safe-html";
import type { SsoPageProps } from "~/utils/sso-pages";
import { HELP_KEYWORD_MAX, parseDocId } from "../model";
import type { HelpData, HelpGroup } from "../types";
import { LoadState } from "./LoadState";
import { useUserCentreRead } from "./use-read";

/** The document the page asks for: the `docId` of the address (undefined: malformed), else none yet (null). */
function docIdOf(query: URLSearchParams): number | null | undefined {
  const raw = query.get("docId");
  return raw === null || raw === "" ? null : parseDocId(raw);
}

function DocumentList({ groups, selected, onSelect }: { groups: HelpGroup[]; selected: number | null; onSelect: (id: number) => void }) {
  const { t } = useTranslation("userCentre");
  return (
    <Box as="nav" aria-label={t("help.documents")} data-help-documents="">
      {groups.map((g) => (
        <Box key={g.groupId} mb="3">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mb="1">{g.groupName}</Text>
          <Flex as="ul" direction="column" listStyleType="none" m="0" p="0">
            {g.documents.map((d) => (
              <li key={d.documentId}>
                <Button variant="ghost" size="xs" w="full" justifyContent="flex-start" fontWeight={selected === d.documentId ? "semibold" : "normal"}
                  bg={selected === d.documentId ? "blue.50" : undefined} color={selected === d.documentId ? "blue.700" : undefined}
                  aria-current={selected === d.documentId ? "page" : undefined} data-doc={d.documentId} onClick={() => onSelect(d.documentId)}>
                  <Text as="span" truncate title={d.documentTitle}>{d.documentTitle}</Text>
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      ))}
    </Box>
  );
}

export default function HelpCentrePage({ title, query }: SsoPageProps) {
  const { t } = useTranslation("userCentre");
  const asked = docIdOf(query);
  const [selected, setSelected] = useState<number | null | undefined>(asked);
  useEffect(() => setSelected(asked), [asked]);
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const params: Record<string, string> = { keyword };
  if (typeof selected === "number") params.docId = String(selected);
  const read = useUserCentreRead<HelpData>("help", params);
  const [headings, setHeadings] = useState<HtmlHeading[]>([]);
  const data = read.value;
  const first = data?.groups[0]?.documents[0]?.documentId ?? null;
  // No document asked: the first one of the list.
  useEffect(() => {
    if (selected === null && first !== null) setSelected(first);
  }, [selected, first]);
  const tooLong = draft.trim().length > HELP_KEYWORD_MAX;
  const doc = data?.document && data.document.documentId === selected ? data.document : null;
  const missing = selected === undefined || (typeof selected === "number" && !!data && !read.loading && !doc);
  return (
    <Box p="4" data-help-centre="">
      <Heading as="h1" size="md" mb="3">{title || t("help.title")}</Heading>
      <LoadState loading={read.loading} failure={read.failure} hasValue={!!data} onRetry={read.reload} />
      {data && (
        <Flex gap="4" align="flex-start">
          <Box w="260px" flexShrink={0} bg="white" borderWidth="1px" borderRadius="md" p="3">
            <Box as="form" role="search" mb="3" onSubmit={(e) => (e.preventDefault(), tooLong ? undefined : setKeyword(draft.trim()))}>
              <Input size="sm" value={draft} aria-label={t("help.search")} placeholder={t("help.search")} aria-invalid={tooLong || undefined}
                aria-describedby="help-search-hint" onChange={(e) => setDraft(e.target.value)} />
              <Text id="help-search-hint" fontSize="xs" mt="1" color={tooLong ? "red.600" : "fg.muted"} role={tooLong ? "alert" : undefined}>
                {tooLong ? t("help.tooLong", { max: HELP_KEYWORD_MAX }) : t("help.searchHint", { max: HELP_KEYWORD_MAX })}
              </Text>
            </Box>
            {data.groups.length === 0
              ? <Text fontSize="sm" color="fg.muted" role="status">{keyword ? t("help.noResult") : t("help.empty")}</Text>
              : <DocumentList groups={data.groups} selected={typeof selected === "number" ? selected : null} onSelect={setSelected} />}
          </Box>
          <Box as="article" flex="1" minW="0" bg="white" borderWidth="1px" borderRadius="md" p="5" aria-busy={read.loading} data-help-document={doc?.documentId ?? ""}>
            {missing && <InlineNotice tone="warning">{t("help.notFound")}</InlineNotice>}
            {doc && (
              <Flex gap="6" align="flex-start">
                <Box flex="1" minW="0">
                  <Heading as="h2" size="lg" mb="1" data-doc-title="">{doc.documentTitle}</Heading>
                  {doc.updateTime && <Text fontSize="xs" color="fg.muted" mb="4">{t("help.updated", { time: doc.updateTime.slice(0, 16) })}</Text>}
                  <SafeHtml html={doc.html} idPrefix={`doc-${doc.documentId}`} onHeadings={setHeadings} />
                </Box>
                {headings.length > 1 && (
                  <Box as="nav" aria-label={t("help.contents")} w="180px" flexShrink={0} position="sticky" top="0" display={{ base: "none", xl: "block" }}>
                    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">{t("help.contents")}</Text>
                    <Flex as="ul" direction="column" listStyleType="none" m="0" p="0" fontSize="sm">
                      {headings.map((h) => (
                        <li key={h.id}>
                          <Link href={`#${h.id}`} display="block" py="1" ps={`${(h.level - 1) * 8}px`} color="fg.muted" onClick={(e) => (e.preventDefault(), document.getElementById(h.id)?.scrollIntoView({ block: "start" }))}>{h.text}</Link>
                        </li>
                      ))}
                    </Flex>
                  </Box>
                )}
              </Flex>
            )}
          </Box>
        </Flex>
      )}
    </Box>
  );
}
