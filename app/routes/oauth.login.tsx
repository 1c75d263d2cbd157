/** /oauth/login renders the same page with the same query handling as /login (ROUTE-07). */
export { handle, loader, action, default } from "./login";
