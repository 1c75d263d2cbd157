/** Paths and loaders of the clause report's fixtures (spec/report/fixtures/). */
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const FIXTURES = join(import.meta.dirname, "fixtures");
/** The repository root the fixture results were "run" in. */
export const ROOT = "/repo";

export const fixtureText = (name: string): string => readFileSync(join(FIXTURES, name), "utf8");
export const fixtureJson = (name: string): unknown => JSON.parse(fixtureText(name));
