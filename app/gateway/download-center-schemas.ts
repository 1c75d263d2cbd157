/**
 * Wire shapes of the download centre (assistant §3 "Download task", §7), shared with the mock.
 * @module gateway/download-center-schemas
 * @see EXPORT-02
 */
import { z } from "zod";

/** The four statuses of a task (the gateway's own words). */
export const TASK_STATUSES = ["处理中", "未开始", "已完成", "处理失败"] as const;

/**
 * The gateway code of "an identical task already exists" (EXPORT-11; expected, not specified:
 * how a duplicate is detected — the mock answers it).
 */
export const EXPORT_DUPLICATE_CODE = "saas.download.task.error.code.0001";

const text = (max: number) => z.string().max(max);

/**
 * One task as `task/{id}` and the page return it. `status` is kept as sent (an unknown status
 * must reach the tracker, EXPORT-09); the extra fields are optional.
 */
export const downloadTaskSchema = z.object({
  id: z.union([z.number(), z.string().max(64)]).optional(),
  name: text(500).catch(""),
  status: text(50).catch(""),
  is_del: z.union([z.number(), z.boolean(), z.string().max(8)]).nullish(),
  fileOssUrlList: z.array(z.string().max(4096)).max(50).nullish().catch([]),
  type: text(50).nullish(),
  total: z.number().nullish(),
  already_total: z.number().nullish(),
  created_at: text(40).nullish(),
  finished_at: text(40).nullish(),
  expire_at: text(40).nullish(),
});

/** A task as the portal reads it. */
export type DownloadTask = z.infer<typeof downloadTaskSchema>;

/** One page of tasks. */
export const downloadTaskPageSchema = z.object({
  total: z.number().int().min(0),
  list: z.array(downloadTaskSchema).max(200),
});
