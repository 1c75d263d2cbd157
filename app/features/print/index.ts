/** The print-plugin check (issue 26, PRINT-01..08): loaded on demand when a hosted app prints. */
export { checkPrintPlugin, type PrintOutcome } from "./check";
