export { menuFreePage, ssoPages, type MenuFreePage, type SsoPageLoader, type SsoPageProps } from "./registry";
