/**
 * The public surface of the server-only gateway client. Routes and feature loaders import
 * from here (`~/gateway/index.server`).
 *
 * @module gateway
 */
export {
  createGatewayClient,
  createLogoutOnce,
  ACCEPT_LANGUAGE,
  DEFAULT_TIMEOUT_MS,
  type GatewayClient,
  type GatewayClientOptions,
  type LogoutOnce,
  type LogoutOnceOptions,
} from "./client.server";
export {
  GatewayError,
  ERROR_MESSAGE_KEYS,
  classifyEnvelope,
  classifyReply,
  classifyStatus,
  isGatewayError,
  isSuccessCode,
  messageOf,
  type GatewayBehaviour,
  type GatewayErrorKind,
  type GatewayMessageKey,
  type ReplyOutcome,
} from "./errors";
export * from "./paths";
export * from "./user.server";
export * from "./systems.server";
export * from "./menus.server";
export * from "./system-params.server";
export { encryptPassword, isEncryptedPassword, CIPHERTEXT_BYTES } from "./crypto.server";
export type {
  GatewayLanguage,
  LoginData,
  MenuNode,
  MenuTree,
  Subject,
  SubscribedSystem,
  UserConfig,
  UserInfo,
} from "./schemas";
