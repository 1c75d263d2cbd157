export { buildCsp, collectFrameOrigins, originOf, httpUrl, type CspInput } from "./csp";
export { readForm, rejectionResponse, type Rejection } from "./rejection";
