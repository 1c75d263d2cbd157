/**
 * The bridge protocol between the shell and the apps it hosts (iframes by `postMessage`,
 * micro-apps by a prop): one envelope `{ type, data?, requestId? }`, every payload decoded by a
 * zod schema. A request that expects an answer carries a `requestId` (1–64 characters); the
 * answer is `{ type: "bridge:reply", requestId, ok, data }`.
 * @see BRIDGE-01 (the message types), DESIGN.md §5
 */
import { z } from "zod";

/** Every message type the shell handles (BRIDGE-01); anything else is ignored. */
export const BRIDGE_TYPES = [
  "getData",
  "getDataByKey",
  "getCookie",
  "authSuccess",
  "noPermissionNotice",
  "notification",
  "navigator",
  "closeNavigator",
  "pushByAsync",
  "navigatorErp",
  "dialog",
  "destroyAllDialog",
  "openPageByMenusId",
  "logout",
  "windowOpen",
  "getLocation",
  "download.socket",
] as const;

/** One bridge message type. */
export type BridgeType = (typeof BRIDGE_TYPES)[number];

/** The portal language as the bridge and micro-app props spell it (`zh_CN`, `en_US`, `ko_KR`) from i18next's. */
export function contractLanguage(language: string): "zh_CN" | "en_US" | "ko_KR" {
  const l = language.toLowerCase();
  return l.startsWith("en") ? "en_US" : l.startsWith("ko") ? "ko_KR" : "zh_CN";
}

/** The type of the shell's answers. */
export const REPLY_TYPE = "bridge:reply";

const text = (max: number) => z.string().trim().min(1).max(max);
const menuId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** An in-app path: starts with `/`, at most 2,000 characters, no control characters. */
const appPath = z.string().max(2000).regex(/^\/[^\p{Cc}]*$/u);
const httpUrl = z
  .string()
  .max(4000)
  .refine((u) => {
    try {
      return ["http:", "https:"].includes(new URL(u).protocol);
    } catch {
      return false;
    }
  }, "not an http(s) URL");
const empty = z.object({}).strict().optional();

/** Payload schema per type. */
export const PAYLOADS = {
  getData: empty,
  getDataByKey: z.object({ key: text(64) }).strict(),
  getCookie: empty,
  authSuccess: empty,
  noPermissionNotice: empty,
  notification: z
    .object({ type: z.enum(["success", "error", "warning", "info"]).default("info"), title: text(200), message: z.string().max(1000).optional() })
    .strict(),
  navigator: z
    .object({ menuId: menuId.optional(), appName: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/).optional(), path: appPath.optional() })
    .strict()
    .refine((d) => d.menuId !== undefined || d.path !== undefined, "menuId or path required"),
  closeNavigator: z.object({ menuId: menuId.optional() }).strict().optional(),
  pushByAsync: z.object({
    taskName: text(200),
    taskId: z.union([text(64), z.number().int().nonnegative()]).optional(),
    /** Start this export for the app (its data's kind, the file type, its filter) and track it (issue 26). */
    export: z.object({ kind: z.enum(["orders", "shops"]), fileType: z.enum(["xlsx", "csv"]), filter: text(1000).optional() }).strict().optional(),
  }).strict(),
  navigatorErp: z.object({ path: appPath }).strict(),
  dialog: z
    .object({ url: httpUrl, title: z.string().max(200).optional(), width: z.number().int().min(200).max(2000).optional(), height: z.number().int().min(120).max(1500).optional() })
    .strict(),
  destroyAllDialog: empty,
  openPageByMenusId: z.object({ menuId }).strict(),
  logout: empty,
  windowOpen: z.object({ url: httpUrl }).strict(),
  getLocation: empty,
  "download.socket": z.object({ message: z.record(z.string(), z.unknown()).refine((m) => JSON.stringify(m).length <= 10_000, "too large") }).strict(),
} satisfies Record<BridgeType, z.ZodTypeAny>;

/**
 * The portal's own extension of the protocol: messages the specification's list (BRIDGE-01) does
 * not have, so they are not among BRIDGE_TYPES (decodeBridgeMessage still ignores them) and are
 * decoded by {@link decodeShellMessage} only, with the same envelope, source and origin checks.
 *
 * - `portal:print` — the app is about to print (`kind`: what, e.g. `shippingLabel`; `ref`: its
 *   order or document number, for the log). The shell checks the print plugin (PRINT-01..08,
 *   features/print) and tells the seller what to do when it is missing, old or not ready; the
 *   answer is `{ ready, state }`: `ready` true when printing may go on, `state` one of
 *   `ok`, `notInstalled`, `pluginUpgrade`, `cloudMissing`, `cloudUpgrade`, `notReady`,
 *   `checkFailed`.
 */
export const EXTENSION_PAYLOADS = {
  "portal:print": z
    .object({ kind: z.string().regex(/^[a-zA-Z][\w-]{0,39}$/).default("document"), ref: text(64).optional() })
    .strict()
    .default({}),
} as const;

/** One extension message type. */
export type ExtensionType = keyof typeof EXTENSION_PAYLOADS;

/** A decoded message: the type, its payload and the request id when an answer is expected. */
export type BridgeMessage =
  | {
      [T in BridgeType]: { type: T; data: z.output<(typeof PAYLOADS)[T]>; requestId: string | null };
    }[BridgeType]
  | {
      [T in ExtensionType]: { type: T; data: z.output<(typeof EXTENSION_PAYLOADS)[T]>; requestId: string | null };
    }[ExtensionType];

/** Why a message was not handled (logged and counted: `recordBridgeRejection`). */
export type RejectionReason = "unknown-source" | "origin-mismatch" | "not-an-object" | "unknown-type" | "bad-payload";

const envelope = z.object({
  type: z.string().max(64),
  data: z.unknown().optional(),
  requestId: z.string().min(1).max(64).optional(),
});

const isType = (t: string): t is BridgeType => (BRIDGE_TYPES as readonly string[]).includes(t);

/**
 * Decodes untrusted message data. Never throws (a getter that throws, a cycle, a huge object are
 * all a `bad-payload` / `not-an-object`).
 */
export function decodeBridgeMessage(raw: unknown): { ok: true; message: BridgeMessage } | { ok: false; reason: RejectionReason } {
  try {
    const env = envelope.safeParse(raw);
    if (!env.success) return { ok: false, reason: "not-an-object" };
    const { type, data, requestId } = env.data;
    if (!isType(type)) return { ok: false, reason: "unknown-type" };
    const payload = (PAYLOADS[type] as z.ZodTypeAny).safeParse(data);
    if (!payload.success) return { ok: false, reason: "bad-payload" };
    return { ok: true, message: { type, data: payload.data, requestId: requestId ?? null } as BridgeMessage };
  } catch {
    return { ok: false, reason: "bad-payload" };
  }
}

const isExtension = (t: string): t is ExtensionType => Object.hasOwn(EXTENSION_PAYLOADS, t);

/**
 * Decodes untrusted message data as a BRIDGE-01 message or one of the portal's extensions
 * ({@link EXTENSION_PAYLOADS}); what the registry calls. Never throws.
 */
export function decodeShellMessage(raw: unknown): { ok: true; message: BridgeMessage } | { ok: false; reason: RejectionReason } {
  const decoded = decodeBridgeMessage(raw);
  if (decoded.ok || decoded.reason !== "unknown-type") return decoded;
  try {
    const { type, data, requestId } = envelope.parse(raw);
    if (!isExtension(type)) return decoded;
    const payload = EXTENSION_PAYLOADS[type].safeParse(data);
    if (!payload.success) return { ok: false, reason: "bad-payload" };
    return { ok: true, message: { type, data: payload.data, requestId: requestId ?? null } };
  } catch {
    return { ok: false, reason: "bad-payload" };
  }
}

/*
 * The reverse direction: requests of the shell to the app of a pane, for what only the app can
 * give. One pair: `shell:capturePage` (the shell asks for the app's own picture, issue 9's page
 * analysis) and `shell:reply` (the app's answer). They are not among BRIDGE_TYPES: the shell
 * handles no such request from an app, it only accepts the answer to one it sent itself.
 */

/** The shell's request for the app's own picture: `{ type, requestId, data: CaptureRequest }`. */
export const CAPTURE_REQUEST_TYPE = "shell:capturePage";

/** An app's answer to a shell request: `{ type, requestId, ok, data }` (data: the picture, a Blob). */
export const APP_REPLY_TYPE = "shell:reply";

/** The largest picture an app may answer with, bytes (the assistant's upload limit). */
export const CAPTURE_MAX_BYTES = 1024 * 1024;

/** What a capture request asks for: scale, JPEG quality (0–1), the type. */
export const captureRequestSchema = z.object({ scale: z.number().positive().max(4), quality: z.number().min(0).max(1), type: z.literal("image/jpeg") }).strict();

/** A capture request's data. */
export type CaptureRequest = z.output<typeof captureRequestSchema>;

/** An answered picture: a non-empty JPEG or PNG Blob of at most {@link CAPTURE_MAX_BYTES}. */
export const capturedImageSchema = z
  .instanceof(Blob)
  .refine((b) => b.size > 0 && b.size <= CAPTURE_MAX_BYTES && /^image\/(jpeg|png)$/.test(b.type), "not an image of the allowed type and size");

const appReplySchema = z.object({ type: z.literal(APP_REPLY_TYPE), requestId: z.string().min(1).max(64), ok: z.boolean(), data: z.unknown().optional() });

/** A decoded app answer. */
export interface AppReply {
  requestId: string;
  ok: boolean;
  data: unknown;
}

/** Whether untrusted message data is (meant as) an app's answer, before it is decoded. */
export function isAppReply(raw: unknown): boolean {
  try {
    return (raw as { type?: unknown } | null)?.type === APP_REPLY_TYPE;
  } catch {
    return false;
  }
}

/** Decodes an app's answer; null when malformed. Never throws. */
export function decodeAppReply(raw: unknown): AppReply | null {
  try {
    const r = appReplySchema.safeParse(raw);
    return r.success ? { requestId: r.data.requestId, ok: r.data.ok, data: r.data.data } : null;
  } catch {
    return null;
  }
}
