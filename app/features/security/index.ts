export { buildCsp, collectFrameOrigins, collectScriptOrigins, originOf, httpUrl, type CspInput } from "./csp";
export { readForm, rejectionResponse, type Rejection } from "./rejection";
