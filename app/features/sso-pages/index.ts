export { ssoPages, type SsoPageLoader, type SsoPageProps } from "./registry";
