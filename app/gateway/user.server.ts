/**
 * Login and user calls: POST `/sso/user/{name}` (GW-17). Each function takes a
 * {@link GatewayClient} and rejects with a `GatewayError` as `client.call` does.
 *
 * @module gateway/user
 * @see GW-17 @see AUTH-01 @see AUTH-09 @see AUTH-11 @see ROUTE-35
 */
import { z } from "zod";
import type { GatewayClient } from "./client.server";
import { USER_PATHS } from "./paths";
import {
  loginDataSchema,
  subjectListSchema,
  userConfigSchema,
  userInfoSchema,
  type GatewayLanguage,
  type LoginData,
  type LoginRequest,
  type Subject,
  type UserConfig,
  type UserInfo,
} from "./schemas";

/** The systemCode login sends. @see AUTH-01 */
export const LOGIN_SYSTEM_CODE = "SSO_SYS_USER" as const;

/**
 * Logs in: POST `/sso/user/login` `{userName, password, systemCode: "SSO_SYS_USER"}`.
 * @param credentials.password RSA-OAEP ciphertext, base64 (see crypto.server.ts), never plaintext (AUTH-02).
 * @returns the login data with the new token (the caller stores it; `client.token` is not changed
 *   unless the response header rotates it).
 * @throws {GatewayError}
 * @see AUTH-01 @see AUTH-02
 */
export function login(
  client: GatewayClient,
  credentials: Pick<LoginRequest, "userName" | "password">,
): Promise<LoginData> {
  const body: LoginRequest = {
    userName: credentials.userName,
    password: credentials.password,
    systemCode: LOGIN_SYSTEM_CODE,
  };
  return client.call(USER_PATHS.login, body, loginDataSchema);
}

/**
 * Logs out at the gateway: POST `/sso/user/logout` `{}`. A 401 here is a plain warning (GW-12).
 * @throws {GatewayError}
 * @see AUTH-09 @see GW-12
 */
export async function logout(client: GatewayClient): Promise<void> {
  await client.call(USER_PATHS.logout, {}, z.unknown());
}

/**
 * The signed-in user's info: POST `/sso/user/getUserInfoByHideCode` `{}`.
 * @throws {GatewayError}
 * @see GW-17
 */
export function getUserInfo(client: GatewayClient): Promise<UserInfo> {
  return client.call(USER_PATHS.getUserInfoByHideCode, {}, userInfoSchema);
}

/**
 * The user's layout config (packageStyle 1 left menu / 2 top menu…): POST `/sso/user/userActionConfig` `{}`.
 * @throws {GatewayError}
 * @see GW-17
 */
export function getUserConfig(client: GatewayClient): Promise<UserConfig> {
  return client.call(USER_PATHS.userActionConfig, {}, userConfigSchema);
}

/**
 * Saves the chosen language: POST `/sso/user/chooseLanguage` `{language}`.
 * @throws {GatewayError}
 * @see I18N-04
 */
export async function chooseLanguage(client: GatewayClient, language: GatewayLanguage): Promise<void> {
  await client.call(USER_PATHS.chooseLanguage, { language }, z.unknown());
}

/**
 * The subject info the customer-service chat reads (shell §3, §7: "subject info query (systemCode
 * SSO_SYS_USER) for chat"): POST `/sso/user/getPersonalUserSub` `{systemCode: "SSO_SYS_USER"}`,
 * each subject's companyName and packageInfoOnlineDTOS (packageName). A `null` data is empty.
 * @throws {GatewayError}
 * @see LAYOUT-34
 */
export function querySubjectInfoForChat(client: GatewayClient): Promise<Subject[]> {
  return client.call(USER_PATHS.getPersonalUserSub, { systemCode: LOGIN_SYSTEM_CODE }, z.preprocess((v) => (v == null ? [] : v), subjectListSchema));
}

/**
 * The companies (subjects) the login belongs to: POST `/sso/user/getPersonalUserSub` `{}`.
 * A `null` data is read as an empty list.
 * @throws {GatewayError}
 * @see AUTH-11
 */
export function getPersonalUserSub(client: GatewayClient): Promise<Subject[]> {
  return client.call(
    USER_PATHS.getPersonalUserSub,
    {},
    z.preprocess((v) => (v == null ? [] : v), subjectListSchema),
  );
}

/**
 * Enters one company of a multi-company login: POST `/sso/user/selMuchTransformLogin`
 * `{subjectCodeEncrypt}`.
 * @returns the login data with the token for that company.
 * @throws {GatewayError}
 * @see AUTH-11
 */
export function selectSubject(client: GatewayClient, subjectCodeEncrypt: string): Promise<LoginData> {
  return client.call(USER_PATHS.selMuchTransformLogin, { subjectCodeEncrypt }, loginDataSchema);
}

/**
 * Auto-login with a token from the `token` query parameter: POST
 * `/sso/user/transformLoginByOther` `{token}`.
 * @returns the login data with the portal's own token.
 * @throws {GatewayError}
 * @see ROUTE-35
 */
export function transformLoginByOther(client: GatewayClient, token: string): Promise<LoginData> {
  return client.call(USER_PATHS.transformLoginByOther, { token }, loginDataSchema);
}
