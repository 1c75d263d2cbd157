/** Server surface of the user centre: the `/api/user-centre/*` loaders. */
export { helpBoundLoader, helpLoader, homeLoader, marketLoader } from "./api.server";
