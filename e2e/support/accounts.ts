/**
 * The demo accounts of the mock gateway's seed (FIXTURE.md "Accounts"; a contract tests may
 * rely on).
 */

/** A portal language code as the gateway and the `lng` cookie spell it. */
export type PortalLanguage = "zh_CN" | "en_US" | "ko_KR";

/** One demo account. */
export interface DemoAccount {
  username: string;
  password: string;
  /** Fixture company letter(s). */
  companies: readonly string[];
  /** 1 left menu, 2 top menu. */
  packageStyle: 1 | 2;
  /** The account's saved language. */
  language: PortalLanguage;
}

/** Every demo account, keyed by user name. */
export const ACCOUNTS = {
  owner: { username: "owner", password: "Owner2026", companies: ["A"], packageStyle: 2, language: "zh_CN" },
  leftie: { username: "leftie", password: "Leftie2026", companies: ["A"], packageStyle: 1, language: "en_US" },
  korean: { username: "korean", password: "Korean2026", companies: ["A"], packageStyle: 2, language: "ko_KR" },
  multi: { username: "multi", password: "Multi2026ab", companies: ["A", "C"], packageStyle: 2, language: "zh_CN" },
  lite: { username: "lite", password: "Lite2026ab", companies: ["B"], packageStyle: 2, language: "zh_CN" },
  demo: { username: "demo", password: "Demo2026ab", companies: ["D"], packageStyle: 2, language: "zh_CN" },
  noquota: { username: "noquota", password: "Noquota2026", companies: ["C"], packageStyle: 2, language: "zh_CN" },
  bigco: { username: "bigco", password: "Bigco2026ab", companies: ["E"], packageStyle: 2, language: "zh_CN" },
} as const satisfies Record<string, DemoAccount>;

/** A demo user name. */
export type DemoUsername = keyof typeof ACCOUNTS;
