/**
 * The e2e run's secret check (e2e/support/log-secrets.ts) can fail: it finds a seeded password
 * or a minted token in a log line, masks it in the report, and refuses to pass on no logs.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLogsForSecrets, findSecretLeaks, resetLogDir, seededPasswords } from "../../e2e/support/log-secrets";

describe("log secret check", () => {
  it("finds every planted secret, with file and line, masked; clean lines pass", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z {}":,]{0,40}$/), { maxLength: 8 }), fc.nat(7), (lines, at) => {
        const secret = { what: "token minted by the mock", value: "mk.Q2xlYXJseUFTZWNyZXQ" };
        expect(findSecretLeaks("a.log", lines.join("\n"), [secret])).toEqual([]);
        const planted = [...lines];
        const index = Math.min(at, planted.length);
        planted.splice(index, 0, `{"msg":"gateway call","token":"${secret.value}"}`);
        const leaks = findSecretLeaks("a.log", planted.join("\n"), [secret]);
        expect(leaks).toHaveLength(1);
        expect(leaks[0]).toMatchObject({ file: "a.log", line: index + 1, what: secret.what });
        expect(leaks[0].excerpt).not.toContain(secret.value);
      }),
    );
  });

  it("fails on a seeded password or a minted token in a log file, passes on clean logs, refuses an empty run", () => {
    const dir = mkdtempSync(join(tmpdir(), "log-secrets-"));
    expect(() => checkLogsForSecrets(dir)).toThrow(/no server log/);
    writeFileSync(join(dir, "minted-tokens.txt"), "mk.AAAAbbbbCCCCddddEEEEffff\n");
    writeFileSync(join(dir, "portal.log"), `{"level":30,"msg":"request completed","req":{"path":"/login"}}\n`);
    expect(checkLogsForSecrets(dir)).toMatchObject({ files: 1, tokens: 1 });
    writeFileSync(join(dir, "portal.log"), `{"msg":"x","header":"Authorization: mk.AAAAbbbbCCCCddddEEEEffff"}\n`);
    expect(() => checkLogsForSecrets(dir)).toThrow(/portal\.log:1 token minted by the mock/);
    const owner = seededPasswords().find((p) => p.what.endsWith("owner"))!;
    writeFileSync(join(dir, "portal.log"), `ok\n{"body":"userName=owner&password=${owner.value}"}\n`);
    expect(() => checkLogsForSecrets(dir)).toThrow(/portal\.log:2 password of owner/);
    resetLogDir(dir);
    expect(() => checkLogsForSecrets(dir)).not.toThrow();
  });
});
