/**
 * Issue 11 "a test greps a full e2e run's logs for the seeded tokens and passwords and finds
 * none". The Playwright web servers (and the portals specs start themselves) append their JSON
 * log lines to files in {@link E2E_LOG_DIR} (`LOG_FILE`); their embedded mock gateways append
 * every token they mint to `minted-tokens.txt` there (`MOCK_MINTED_TOKENS_FILE`). At the end of
 * the run (global teardown) {@link checkLogsForSecrets} reads them all and fails the run with the
 * offending lines when a log line holds a seeded password or a minted token.
 */
import { mkdirSync, readdirSync, readFileSync, truncateSync } from "node:fs";
import { join, resolve } from "node:path";
import { SEED } from "../../mock-gateway/seed/ids";

/** Where the e2e run's server logs go (git-ignored `reports/`; a shard of tools/e2e-run.ts has its own, `E2E_LOG_DIR`). */
export const E2E_LOG_DIR = resolve(process.env.E2E_LOG_DIR ?? "reports/e2e-logs");
/** The file (in the log directory) the mock gateways append minted tokens to; not a log. */
const MINTED_TOKENS = "minted-tokens.txt";

/** One secret found in a log line. */
export interface Leak {
  file: string;
  /** 1-based line number. */
  line: number;
  /** Which secret (a password's account, or `token`), never the secret itself. */
  what: string;
  /** The line with the secret masked, at most 300 characters. */
  excerpt: string;
}

/**
 * Every occurrence of a secret in `text` (a log file's content), one entry per line and secret.
 * @param secrets `{ what, value }`; values shorter than 6 characters are ignored (too common).
 */
export function findSecretLeaks(file: string, text: string, secrets: readonly { what: string; value: string }[]): Leak[] {
  const usable = secrets.filter((s) => s.value.length >= 6);
  const leaks: Leak[] = [];
  text.split("\n").forEach((content, i) => {
    for (const s of usable) {
      if (!content.includes(s.value)) continue;
      leaks.push({ file, line: i + 1, what: s.what, excerpt: content.split(s.value).join("«secret»").slice(0, 300) });
    }
  });
  return leaks;
}

/** The seeded passwords (FIXTURE.md) as secrets. */
export function seededPasswords(): { what: string; value: string }[] {
  return Object.values(SEED.accounts).map((a) => ({ what: `password of ${a.username}`, value: a.password }));
}

/**
 * Empties the log files before a run (global setup). Truncated, not deleted: the web servers
 * may already hold them open (appending continues at the new end).
 */
export function resetLogDir(dir = E2E_LOG_DIR): void {
  mkdirSync(dir, { recursive: true });
  // Files only: the shards' own directories (tools/e2e-run.ts) may sit inside.
  for (const f of readdirSync(dir, { withFileTypes: true })) if (f.isFile()) truncateSync(join(dir, f.name), 0);
}

/**
 * Reads every `*.log` of {@link E2E_LOG_DIR} and looks for the seeded passwords and the minted
 * tokens. @throws Error listing the offending lines (secrets masked) when any is found, or when
 * no log was written at all (the check would prove nothing).
 */
export function checkLogsForSecrets(dir = E2E_LOG_DIR): { files: number; lines: number; tokens: number } {
  const tokensFile = join(dir, MINTED_TOKENS);
  let minted: string[] = [];
  try {
    minted = readFileSync(tokensFile, "utf8").split("\n").filter(Boolean);
  } catch {
    minted = [];
  }
  const secrets = [...seededPasswords(), ...minted.map((value) => ({ what: "token minted by the mock", value }))];
  const files = readdirSync(dir).filter((f) => f.endsWith(".log"));
  if (files.length === 0) throw new Error(`no server log in ${dir}: LOG_FILE was not honoured, the secret check proves nothing`);
  let lines = 0;
  const leaks: Leak[] = [];
  for (const f of files) {
    const text = readFileSync(join(dir, f), "utf8");
    lines += text.split("\n").length;
    leaks.push(...findSecretLeaks(f, text, secrets));
  }
  if (leaks.length) {
    throw new Error(`secrets in the e2e run's logs:\n${leaks.slice(0, 20).map((l) => `${l.file}:${l.line} ${l.what}: ${l.excerpt}`).join("\n")}`);
  }
  return { files: files.length, lines, tokens: minted.length };
}
