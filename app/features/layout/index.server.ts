export { shellLoader, frameOriginsOf, SERVICE_ID_PATTERN, SYSTEM_CODE_PATTERN } from "./shell.server";
