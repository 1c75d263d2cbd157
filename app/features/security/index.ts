export { buildCsp, collectFrameOrigins, originOf, type CspInput } from "./csp";
