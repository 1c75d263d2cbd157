/**
 * The data pull's progress inside the guide: the 15–20 minutes it takes, when it was last read,
 * and the listing, inventory and order percentages (100 = complete), each name opening its lite
 * page; an item the seller hides is not shown again. A poll that failed says so (GUIDE-13).
 * @see GUIDE-13 @see GUIDE-14 @see GUIDE-17 @see GUIDE-19 @see GUIDE-20
 */
import { Box, Button, Flex, IconButton, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/ui/icons";
import type { LiteGuideInfo } from "~/gateway/lite-guide-schemas";
import { routeErrorText, type RouteError } from "~/utils/route-client";
import { itemComplete } from "../model";
import { dismissItem, keepProgress, shownItems, type PullItem } from "../local-progress";

const percentOf = (value: unknown) => Math.min(100, Math.max(0, Math.round(Number(value) || 0)));

/**
 * @param onOpenItem opens an item's lite page (the guide collapses first, so the page is in view)
 */
export function PullProgress({ info, updatedAt, running, pollError, onOpenItem }: { info: LiteGuideInfo; updatedAt: number; running: boolean; pollError: RouteError | null; onOpenItem: (item: PullItem) => void }) {
  const { t, i18n } = useTranslation("liteGuide");
  const [items, setItems] = useState<PullItem[]>(() => shownItems());
  useEffect(() => keepProgress({ listing: percentOf(info.listing), inventory: percentOf(info.inventory), order: percentOf(info.order) }), [info]);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: "2-digit", minute: "2-digit", second: "2-digit", hour12: false }).format(updatedAt);
  return (
    <Box mt="2" data-guide-pull="">
      {running && (
        <Text fontSize="xs" color="fg.muted" data-guide-pulling="">
          {t("pulling")}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted" mt="1" data-guide-updated="">
        {t("updatedAt", { time })}
      </Text>
      {pollError && (
        <Text fontSize="xs" color="orange.700" mt="1" role="status" data-guide-poll-error="">
          {routeErrorText(t, pollError)}
        </Text>
      )}
      {items.map((item) => {
        const percent = percentOf(info[item]);
        const done = itemComplete(info[item]);
        const name = t(`items.${item}`);
        return (
          <Flex key={item} align="center" gap="2" mt="1.5" fontSize="xs" data-guide-item={item} data-complete={done ? "" : undefined}>
            <Button variant="plain" size="xs" h="auto" minW="14" px="0" justifyContent="start" color="blue.700" textDecoration="underline" textUnderlineOffset="2px" onClick={() => onOpenItem(item)} data-guide-open={item}>
              {name}
            </Button>
            <Box flex="1" h="1.5" bg="gray.100" rounded="full" overflow="hidden" role="progressbar" aria-label={name} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <Box h="full" w={`${percent}%`} bg={done ? "green.500" : "blue.500"} transition="width 0.3s" />
            </Box>
            <Text w="14" textAlign="end" color={done ? "green.700" : "fg.muted"}>
              {done ? t("itemDone") : `${percent}%`}
            </Text>
            <IconButton
              aria-label={t("hideItem", { name })}
              title={t("hideItem", { name })}
              size="2xs"
              variant="ghost"
              onClick={() => {
                dismissItem(item);
                setItems((list) => list.filter((i) => i !== item));
              }}
            >
              <CloseIcon width={10} height={10} />
            </IconButton>
          </Flex>
        );
      })}
    </Box>
  );
}
