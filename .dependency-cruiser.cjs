/**
 * The layers of the portal and the one-way imports between them, checked by dependency-cruiser
 * in `npm run lint` (`depcruise` over app/, server/, mock-gateway/, sub-apps/ and tools/):
 *
 *   routes (app/routes, app/root.tsx, app/entry.*) → shell (app/shell) → features
 *   (app/features/<name>, one another through their index only) → ground floor
 *   (app/components, app/gateway, app/i18n, app/utils).
 *
 * server/ (the Express server) reaches into the Remix app only for the ground floor and the
 * named feature modules below; mock-gateway/ only for the wire schemas. No import circles, with
 * type-only imports counted (`tsPreCompilationDeps`). This rule set is the source of the
 * drawing in docs/architecture.md (`npm run docs:layers`); spec/tooling/layers.test.ts proves
 * each rule bites on the fixtures in spec/tooling/layers/fixtures/.
 */
/* global module */
const GROUND = "^app/(components|gateway|i18n|utils)/";
/** A feature's public entry: `index` or `index.server` (Remix keeps `*.server` out of the browser). */
const FEATURE_INDEX = "^app/features/[^/]+/index(\\.server)?\\.[cm]?[jt]sx?$";

/**
 * Feature modules server/ imports today, besides the ground floor: what it shares with the app
 * (the refusal page's contract, the upload's byte limit, the assistant socket's frames).
 */
const SERVER_FEATURE_MODULES = [
  "^app/features/security/rejection\\.ts$",
  "^app/features/assistant/limits\\.ts$",
  "^app/features/assistant/socket-frames\\.server\\.ts$",
];

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import circles, type-only imports included: move the shared type or function down.",
      from: {},
      to: { circular: true },
    },
    {
      name: "ground-floor-stays-down",
      severity: "error",
      comment: "The ground floor (components, gateway, i18n, utils) never imports a feature, the shell or a route.",
      from: { path: GROUND },
      to: { path: ["^app/(features|shell|routes)/", "^app/(root|entry\\.[a-z]+)\\.tsx?$"] },
    },
    {
      name: "features-not-up",
      severity: "error",
      comment: "A feature never imports the shell or a route: it declares the slice of shell data it reads in its own types.",
      from: { path: "^app/features/" },
      to: { path: ["^app/(shell|routes)/", "^app/(root|entry\\.[a-z]+)\\.tsx?$"] },
    },
    {
      name: "shell-not-up",
      severity: "error",
      comment: "The shell never imports a route.",
      from: { path: "^app/shell/" },
      to: { path: ["^app/routes/", "^app/(root|entry\\.[a-z]+)\\.tsx?$"] },
    },
    {
      name: "feature-through-index",
      severity: "error",
      comment: "A feature imports another feature only through its index (dynamic import() included).",
      from: { path: "^app/features/([^/]+)/" },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", FEATURE_INDEX] },
    },
    {
      name: "shell-through-index",
      severity: "error",
      comment: "The shell imports a feature only through its index.",
      from: { path: "^app/shell/" },
      to: { path: "^app/features/", pathNot: FEATURE_INDEX },
    },
    {
      name: "server-reads-ground-floor",
      severity: "error",
      comment: "server/ imports from app/ only the ground floor and the named feature modules it shares; never the shell, routes or components.",
      from: { path: "^server/" },
      to: { path: "^app/", pathNot: ["^app/(gateway|i18n|utils)/", ...SERVER_FEATURE_MODULES] },
    },
    {
      name: "app-not-server-or-mock",
      severity: "error",
      comment: "The Remix app never imports server/ or mock-gateway/: server/ hands it what it needs in the load context.",
      from: { path: "^app/" },
      to: { path: "^(server|mock-gateway)/" },
    },
    {
      name: "mock-gateway-stands-alone",
      severity: "error",
      comment: "mock-gateway/ never imports server/, and from app/ only the gateway's wire schemas.",
      from: { path: "^mock-gateway/" },
      to: { path: ["^app/", "^server/"], pathNot: ["^app/gateway/schemas\\.ts$", "^app/gateway/menu-schema\\.ts$", "^app/gateway/menu-node\\.ts$"] },
    },
  ],
  options: {
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports are dependencies too (a type-only circle is a circle).
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|build-pre|node_modules)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"],
    },
  },
};
