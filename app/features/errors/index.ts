export { RouteErrorBoundary } from "./components/RouteErrorBoundary";
export { NoAccessPage, PackageExpiredPage, NotFoundPage, ServerErrorPage, MessagePage } from "./pages/ErrorPages";
