export { probeResponse, printConfigResponse, probeCsp, type PrintConfig } from "./probe.server";
