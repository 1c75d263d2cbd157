export { RouteErrorBoundary, RootErrorBoundary } from "./components/RouteErrorBoundary";
export { StatusPage, LinkButton } from "./components/StatusPage";
export { NoAccessPage, PackageExpiredPage, NotFoundPage, ServerErrorPage, MessagePage } from "./pages/ErrorPages";
