export { buildCsp, collectFrameOrigins, originOf, httpUrl, type CspInput } from "./csp";
export { REJECTED_PATH, readForm, rejectionPayload, rejectionResponse, type Rejection } from "./rejection";
