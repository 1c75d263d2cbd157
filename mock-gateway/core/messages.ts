/**
 * Localised reply messages of the mock gateway (zh_CN default, en_US, ko_KR) and its error
 * codes. The zh_CN texts are what the real gateway says.
 * @module mock-gateway/core/messages
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";

/** Error codes the mock replies with (HTTP 200 unless noted). */
export const MOCK_CODES = {
  success: "200",
  successZero: "0",
  unauthorized: "401",
  badRequest: "400",
  notFound: "404",
  wrongCredentials: "saas.sso.user.login.error.code.0001",
  locked: "saas.sso.user.login.error.code.0002",
  badPasswordFormat: "saas.sso.user.login.error.code.0003",
  autoLoginExpired: "saas.sso.user.token.error.code.0001",
  autoLoginInvalid: "saas.sso.user.token.error.code.0002",
  noSystemAccess: "saas.sso.role.menu.error.code.0001",
  noSubject: "saas.sso.subject.error.code.0001",
  maxScenes: "saas.sso.customGroup.error.code.0001",
  maxSceneMenus: "saas.sso.customGroup.error.code.0002",
  sceneName: "saas.sso.customGroup.error.code.0003",
  sceneLocked: "saas.sso.customGroup.error.code.0004",
  badIdentifier: "saas.sso.code.error.code.0001",
  codeWrong: "saas.sso.code.error.code.0002",
  codeExpired: "saas.sso.code.error.code.0003",
  codeLocked: "saas.sso.code.error.code.0004",
  codeTooFrequent: "saas.sso.code.error.code.0005",
  codeSendFailed: "saas.sso.code.error.code.0006",
  weakPassword: "saas.sso.user.password.error.code.0001",
  registerRefused: "saas.sso.user.register.error.code.0001",
  oldPasswordWrong: "saas.sso.user.password.error.code.0002",
  bindRefused: "saas.sso.user.bind.error.code.0001",
} as const;

const CATALOGUE = {
  success: ["操作成功", "Success", "성공"],
  wrongCredentials: ["账号或密码错误，还可尝试{n}次", "Incorrect account or password, {n} attempts left", "계정 또는 비밀번호가 올바르지 않습니다. 남은 시도 {n}회"],
  locked: ["账号已锁定，请15分钟后再试", "Account locked, please try again in 15 minutes", "계정이 잠겼습니다. 15분 후에 다시 시도하세요"],
  badPasswordFormat: ["密码格式错误", "Invalid password format", "비밀번호 형식이 올바르지 않습니다"],
  unauthorized: ["登录已失效，请重新登录", "Your session has expired, please log in again", "로그인이 만료되었습니다. 다시 로그인하세요"],
  autoLoginExpired: ["登录凭证已过期，请重新登录", "The login credential has expired, please log in again", "로그인 자격 증명이 만료되었습니다. 다시 로그인하세요"],
  autoLoginInvalid: ["登录凭证无效", "Invalid login credential", "유효하지 않은 로그인 자격 증명입니다"],
  noSystemAccess: ["无权访问该系统", "You have no access to this system", "이 시스템에 접근할 권한이 없습니다"],
  noSubject: ["公司不存在或无权访问", "Company not found or not accessible", "회사가 없거나 접근 권한이 없습니다"],
  badRequest: ["请求参数错误", "Invalid request parameters", "요청 매개변수가 올바르지 않습니다"],
  notFound: ["数据不存在", "Not found", "데이터가 없습니다"],
  maxScenes: ["自定义场景最多 {n} 个", "You can have at most {n} custom scenes", "사용자 지정 장면은 최대 {n}개까지 만들 수 있습니다"],
  maxSceneMenus: ["每个场景最多 {n} 个菜单", "A scene holds at most {n} menus", "장면당 메뉴는 최대 {n}개입니다"],
  sceneName: ["场景名称必填，最多 {n} 个字符", "The scene name is required, at most {n} characters", "장면 이름은 필수이며 최대 {n}자입니다"],
  sceneLocked: ["默认场景不可删除", "The default scene cannot be deleted", "기본 장면은 삭제할 수 없습니다"],
  badPhone: ["手机号格式不正确", "Invalid phone number", "휴대폰 번호 형식이 올바르지 않습니다"],
  badEmail: ["邮箱格式不正确", "Invalid e-mail address", "이메일 형식이 올바르지 않습니다"],
  codeWrong: ["验证码错误，还可尝试{n}次", "Incorrect verification code, {n} attempts left", "인증 코드가 올바르지 않습니다. 남은 시도 {n}회"],
  codeExpired: ["验证码已失效，请重新获取", "The verification code has expired, please request a new one", "인증 코드가 만료되었습니다. 새 코드를 요청하세요"],
  codeLocked: ["验证码错误次数过多，请重新获取", "Too many incorrect codes, please request a new one", "인증 코드 오류가 너무 많습니다. 새 코드를 요청하세요"],
  codeTooFrequent: ["验证码发送过于频繁，请{n}秒后再试", "Codes are being requested too often, please try again in {n} s", "인증 코드 요청이 너무 잦습니다. {n}초 후에 다시 시도하세요"],
  codeSendFailed: ["验证码发送失败，请稍后重试", "The verification code could not be sent, please try again later", "인증 코드를 보내지 못했습니다. 잠시 후 다시 시도하세요"],
  weakPassword: ["密码需为8-16位，包含大小写字母和数字", "The password needs 8 to 16 characters with upper and lower case letters and digits", "비밀번호는 대소문자와 숫자를 포함한 8~16자여야 합니다"],
  registerRefused: ["注册失败，请检查填写的信息", "Registration failed, please check the details you entered", "가입하지 못했습니다. 입력한 정보를 확인하세요"],
  oldPasswordWrong: ["原密码错误", "The current password is incorrect", "현재 비밀번호가 올바르지 않습니다"],
  bindRefused: ["该手机号或邮箱无法绑定", "This phone number or e-mail address cannot be bound", "이 휴대폰 번호 또는 이메일은 연결할 수 없습니다"],
} as const satisfies Record<string, readonly [string, string, string]>;

/** A message key of the catalogue. */
export type MessageKey = keyof typeof CATALOGUE;

const INDEX: Record<GatewayLanguage, 0 | 1 | 2> = { zh_CN: 0, en_US: 1, ko_KR: 2 };

/**
 * The language of an `Accept-Language` header value: `en…` → en_US, `ko…` → ko_KR, anything
 * else (or none) → zh_CN (I18N-02).
 */
export function acceptLanguageOf(header: string | string[] | null | undefined): GatewayLanguage {
  const raw = (typeof header === "string" ? header : "").trim().toLowerCase();
  if (raw.startsWith("en")) return "en_US";
  if (raw.startsWith("ko")) return "ko_KR";
  return "zh_CN";
}

/** The language of a request from its `Accept-Language` header ({@link acceptLanguageOf}). */
export function requestLanguage(request: Request): GatewayLanguage {
  return acceptLanguageOf(request.headers.get("accept-language"));
}

/** The message `key` in `lang`, with `{name}` placeholders replaced from `params`. */
export function message(key: MessageKey, lang: GatewayLanguage, params: Record<string, string | number> = {}): string {
  const text: string = CATALOGUE[key][INDEX[lang]];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}
