export { issueBridgeCapability } from "./capability.server";
