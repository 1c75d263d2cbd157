/**
 * Playwright global teardown: fails the run when a server log line holds a seeded password or a
 * token the mock minted (issue 11; log-secrets.ts). Runs before the web servers stop.
 */
import { checkLogsForSecrets } from "./log-secrets";

export default function globalTeardown(): void {
  const { files, lines, tokens } = checkLogsForSecrets();
  console.log(`log secret check: ${lines} lines in ${files} log files, no seeded password and none of ${tokens} minted tokens`);
}
