/** Playwright global setup: a fresh directory for the run's server logs (log-secrets.ts). */
import { resetLogDir } from "./log-secrets";

export default function globalSetup(): void {
  resetLogDir();
}
