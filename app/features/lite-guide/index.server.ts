/** Server surface of the lite guide: the `/api/lite-guide` route's loader and action. */
export { liteGuideAction, liteGuideLoader } from "./api.server";
