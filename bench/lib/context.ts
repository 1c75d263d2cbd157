/** What every measurement of `npm run bench` gets, and what it returns. */
import type { MetricKey } from "../measurements";
import type { Page } from "./http";
import type { Gateway, Portal } from "./server";

/** Figures by metric key (see METRICS in bench/measurements.ts). */
export type Figures = Partial<Record<MetricKey, number>>;

/** The portal under measurement and the session to measure it with. */
export interface BenchContext {
  root: string;
  /** The build the portal serves (`build/`, or `BENCH_BUILD_DIR`'s). */
  buildDir: string;
  portal: Portal;
  /** The standalone mock gateway, when the portal calls one out of process. */
  gateway?: Gateway;
  /** Cookie header of the logged-in demo session (owner). */
  cookie: string;
  /** Results so far, by metric key. */
  results: Figures;
  /** Non-numeric facts worth keeping in results.json (paths used, file sizes, failures…). */
  details: Record<string, unknown>;
  /** SSR page fetched (after redirects) with or without the session, cached per path. */
  page(path: string, withSession: boolean): Promise<Page>;
}

/** One step of the bench. */
export interface Measurement {
  name: string;
  run(ctx: BenchContext): Promise<Figures>;
}
