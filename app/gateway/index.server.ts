/**
 * The public surface of the server-only gateway client. Routes and feature loaders import
 * from here (`~/gateway/index.server`).
 *
 * @module gateway
 */
export {
  type GatewayClient,
  type GatewayClientOptions,
  type LogoutOnce,
  type LogoutOnceOptions,
} from "./client.server";
export {
  isGatewayError,
  type GatewayBehaviour,
  type GatewayErrorKind,
  type GatewayMessageKey,
  type ReplyOutcome,
} from "./errors";
export {
  clientFor,
  endSessionAfter401,
  readScopeOf,
  syncSessionToken,
  toFailure,
  withGateway,
  type GatewayRun,
} from "./session.server";
export { cachedRead, type ReadKind, type ReadScope } from "./read-cache.server";
export { isGatewayFailure, type GatewayFailure } from "./failure";
export * from "./paths";
export * from "./user.server";
export * from "./account-flows.server";
export * from "./systems.server";
export * from "./menus.server";
export * from "./favourites.server";
export * from "./lite-guide.server";
export * from "./demo-environment.server";
export * from "./onboarding-progress.server";
export * from "./purchase.server";
export * from "./sub-accounts.server";
export { querySystemParam, querySystemParamGroup } from "./system-params.server";
export { encryptPassword, isEncryptedPassword } from "./crypto.server";
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
export { respondJson } from "./respond.server";
export { demoRefusal, respondUnlessDemo } from "./demo-guard.server";
export * from "./user-centre.server";
