/** The bench's console output: the results table against the budgets, and the failure summary. */
import type { Budget } from "../metrics";
import type { Figures } from "./context";

/** Whether `value` is within `budget` (NaN never is). */
export function withinBudget(value: number, budget: Budget): boolean {
  return (budget.max === undefined || value <= budget.max) && (budget.min === undefined || value >= budget.min);
}

function describeBudget(budget: Budget | undefined): string {
  if (!budget) return "—";
  const unit = budget.unit ? ` ${budget.unit}` : "";
  const parts: string[] = [];
  if (budget.max !== undefined) parts.push(`≤ ${budget.max}${unit}`);
  if (budget.min !== undefined) parts.push(`≥ ${budget.min}${unit}`);
  return parts.join(", ");
}

/** Prints metric, value, budget and ok?/OVER for every result. */
export function printTable(results: Figures, budgets: Record<string, Budget>): void {
  const rows = Object.entries(results).map(([metric, value]) => {
    const budget = budgets[metric];
    return [metric, String(value), describeBudget(budget), budget ? (withinBudget(value, budget) ? "ok" : "OVER") : "—"];
  });
  const header = ["metric", "value", "budget", "ok?"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}

/** One line on failed requests: which `*_errors` keys are not 0 (their runs' figures cover 2xx answers only). */
export function summary(results: Figures): string {
  const failed = Object.entries(results).filter(([k, v]) => /_errors(_|$)/.test(k) && v !== 0);
  if (failed.length === 0) return "no failed requests in any run";
  return (
    `failed requests (counted, not fatal; latencies cover the 2xx answers only; details.load has them by kind): ` +
    failed.map(([k, v]) => `${k} = ${v}`).join(", ")
  );
}
