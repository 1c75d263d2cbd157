export { microAppsConfig, type MicroAppsConfig } from "./registry.server";
