export { buildCsp, collectFrameOrigins, originOf, httpUrl, type CspInput } from "./csp";
