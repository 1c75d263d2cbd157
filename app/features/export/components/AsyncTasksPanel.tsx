/**
 * The async order task list's panel: each row shows batchCode, type, user_name, progress
 * `already_total/total` and statusName (EXPORT-21), the latest 3 newest first (EXPORT-18).
 * @see EXPORT-18 @see EXPORT-21
 */
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { progressText, type AsyncTask } from "../model/async-list";

export default function AsyncTasksPanel({ tasks, onOpenCentre }: { tasks: readonly AsyncTask[]; onOpenCentre: () => void }) {
  const { t } = useTranslation("export");
  const statusLabel = (s: string) => (["处理中", "未开始", "已完成", "处理失败"].includes(s) ? t(`status.${s}`) : s);
  return (
    <Box role="dialog" aria-label={t("async.title")} data-async-tasks="" position="absolute" top="calc(100% + 6px)" right="0" zIndex="popover" w="380px" bg="white" color="fg" borderWidth="1px" borderRadius="md" boxShadow="lg" p="3" fontSize="sm">
      <Text fontWeight="semibold" mb="2">{t("async.title")}</Text>
      {tasks.length === 0 ? (
        <Text color="fg.muted" py="3">{t("async.empty")}</Text>
      ) : (
        <Box as="ol" listStyleType="none" m="0" p="0">
          {tasks.map((task) => (
            <Box as="li" key={task.batchCode} data-async-task={task.batchCode} py="2" borderTopWidth="1px" _first={{ borderTopWidth: 0 }}>
              <Flex justify="space-between" gap="2">
                <Text fontWeight="medium" data-field="batchCode">{t("async.batchCode")} {task.batchCode}</Text>
                <Text data-field="statusName" color={task.statusName === "处理失败" ? "red.600" : task.statusName === "已完成" ? "green.700" : "blue.700"}>{statusLabel(task.statusName)}</Text>
              </Flex>
              <Flex gap="3" color="fg.muted" fontSize="xs" mt="0.5">
                <span data-field="type">{t("async.type")}: {task.type ? t(`async.kinds.${task.type}`, { defaultValue: task.type }) : "—"}</span>
                <span data-field="user_name">{t("async.user")}: {task.user_name || "—"}</span>
                <span data-field="progress">{t("async.progress")}: {progressText(task) || "—"}</span>
              </Flex>
            </Box>
          ))}
        </Box>
      )}
      <Button size="xs" variant="outline" mt="2" w="full" onClick={onOpenCentre}>{t("async.openCentre")}</Button>
    </Box>
  );
}
