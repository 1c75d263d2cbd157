// @ts-check
/**
 * ESLint 9 flat config: @eslint/js + typescript-eslint recommended (not type-checked, so
 * `npm run lint` stays fast) + react-hooks, and the import boundaries of DESIGN.md §2:
 *
 * - `app/features/**` and `app/gateway/**` never import `routes`;
 * - a feature imports another feature only through its public `index` (or `index.server`)
 *   (`~/features/<b>`, `~/features/<b>/index`, `~/features/<b>/index.server`); inside a
 *   feature anything goes;
 * - `mock-gateway/**` never imports `app/**`, except the shared zod schemas
 *   `app/gateway/schemas.ts`;
 * - `app/**` never imports `mock-gateway/**` (only `server/` embeds it).
 *
 * The direction of imports between the layers (routes → shell → features → ground floor) and
 * the absence of circles are checked by dependency-cruiser (.dependency-cruiser.cjs,
 * `npm run lint:layers`), which also sees dynamic `import()`s.
 *
 * `no-restricted-imports` takes one option set per file (a later config replaces an earlier
 * one), so every directory override below carries all the patterns that apply to it. The
 * per-feature overrides are generated from the folders of `app/features/` at each run, one per
 * folder depth, so that a relative path can be told apart: from `app/features/a/x/y.ts`,
 * `../../b/model` is another feature while `../model` is the same one.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const SOURCE = "{ts,tsx,mts,cts,js,jsx,mjs,cjs}";
/** Deepest folder level inside a feature that gets a relative-path override. */
const MAX_FEATURE_DEPTH = 8;

/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A feature's public entry file (regex source): `index`, or `index.server` for its server-only
 * API (Remix keeps `*.server.ts` out of the browser bundle), with or without extension.
 */
const INDEX = "index(?:\\.server)?(?:\\.[cm]?[jt]sx?)?$";

const noMockGateway = {
  regex: "(?:^|/)mock-gateway(?:/|$)",
  message:
    "app/ must not import mock-gateway/ (DESIGN.md §2): only server/ embeds the mock gateway.",
};

const noRoutes = {
  regex: "^(?:~|\\.{1,2})/(?:.*/)?routes(?:/|$)",
  message:
    "The shell, features/ and gateway/ never import routes/ (DESIGN.md §2): imports flow routes → shell → features → ground floor.",
};

/**
 * `~/features/<b>/<deep>` is forbidden unless <b> is the importing feature itself.
 * @param {string | null} own the importing feature's folder name, or null
 */
const noDeepFeatureAlias = (own) => ({
  regex: `^~/features/${own ? `(?!${escapeRe(own)}/)` : ""}[^/]+/(?!${INDEX}).+`,
  message:
    "Import another feature only through its public index: `~/features/<name>` (DESIGN.md §2).",
});

/**
 * From a file `depth` folders below `app/features/<own>/`, going up `depth + 1` levels lands in
 * `app/features/`; stepping from there into another feature's inner files is forbidden.
 * @param {string} own
 * @param {number} depth
 */
const noRelativeCrossFeature = (own, depth) => ({
  regex: `^(?:\\.\\./){${depth + 1}}(?!${escapeRe(own)}(?:/|$))[^./][^/]*/(?!${INDEX}).+`,
  message:
    "Import another feature only through its public index: `~/features/<name>` (DESIGN.md §2).",
});

/** Any route of `app/` from inside `mock-gateway/`, except the shared schemas. */
const noAppFromMock = [
  {
    regex: "^~/(?!gateway/schemas(?:\\.[cm]?[jt]s)?$)",
    message:
      "mock-gateway/ never imports app/ (DESIGN.md §2); only app/gateway/schemas.ts is shared.",
  },
  {
    regex: "^(?:\\.\\./)+app(?:$|/(?!gateway/schemas(?:\\.[cm]?[jt]s)?$))",
    message:
      "mock-gateway/ never imports app/ (DESIGN.md §2); only app/gateway/schemas.ts is shared.",
  },
];

/** @param {object[]} patterns */
const restrict = (patterns) => ({
  "no-restricted-imports": ["error", { patterns }],
});

/** Feature folder names present now (new folders are picked up on the next lint run). */
function featureNames() {
  try {
    return readdirSync(join(import.meta.dirname, "app", "features"), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
}

const featureOverrides = featureNames().flatMap((name) =>
  Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => ({
    name: `boundaries/features/${name}/depth-${depth}`,
    files: [`app/features/${name}/${"*/".repeat(depth)}*.${SOURCE}`],
    rules: restrict([
      noMockGateway,
      noRoutes,
      noDeepFeatureAlias(name),
      noRelativeCrossFeature(name, depth),
    ]),
  })),
);

/** Token storage in page JavaScript is forbidden (DESIGN.md §1). */
const TOKEN_STORAGE_MESSAGE =
  "The gateway token lives only in the HttpOnly session cookie, never in Web Storage (DESIGN.md §1).";
const noTokenInWebStorage = [
  "error",
  {
    selector: "CallExpression[callee.property.name='setItem'][arguments.0.value=/token/i]",
    message: TOKEN_STORAGE_MESSAGE,
  },
  {
    selector:
      "CallExpression[callee.property.name='setItem'][arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/token/i]",
    message: TOKEN_STORAGE_MESSAGE,
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.name=/^(localStorage|sessionStorage)$/][property.name=/token/i]",
    message: TOKEN_STORAGE_MESSAGE,
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[object.name=/^(localStorage|sessionStorage)$/][property.value=/token/i]",
    message: TOKEN_STORAGE_MESSAGE,
  },
];

export default tseslint.config(
  {
    name: "ignores",
    ignores: [
      "build/",
      "build-pre/",
      "build-stock-*/",
      "reports/",
      "node_modules/",
      "public/",
      "test-results/",
      "playwright-report/",
      ".cache/",
      "e2e/screenshots/",
      "bench/.tmp/",
      // A fake tree that breaks the layer rules on purpose (spec/tooling/layers.test.ts).
      "spec/tooling/layers/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: "project/base",
    files: [`**/*.${SOURCE}`],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: {
        // Node and browser globals used by plain .js config files (TS files skip no-undef).
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        window: "readonly",
        document: "readonly",
      },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
      "no-restricted-syntax": noTokenInWebStorage,
    },
  },
  // --- Import boundaries (DESIGN.md §2). Order matters: the most specific override is last.
  {
    name: "boundaries/app",
    files: [`app/**/*.${SOURCE}`],
    rules: restrict([noMockGateway]),
  },
  {
    name: "boundaries/gateway",
    files: [`app/gateway/**/*.${SOURCE}`],
    rules: restrict([noMockGateway, noRoutes]),
  },
  {
    // Files of app/features/ not (yet) covered by a generated per-feature override.
    name: "boundaries/features",
    files: [`app/features/**/*.${SOURCE}`],
    rules: restrict([noMockGateway, noRoutes, noDeepFeatureAlias(null)]),
  },
  ...featureOverrides,
  {
    // The shell composes the features through their public index, never a route.
    name: "boundaries/shell",
    files: [`app/shell/**/*.${SOURCE}`],
    rules: restrict([noMockGateway, noRoutes, noDeepFeatureAlias(null)]),
  },
  {
    name: "boundaries/mock-gateway",
    files: [`mock-gateway/**/*.${SOURCE}`],
    rules: restrict(noAppFromMock),
  },
);
