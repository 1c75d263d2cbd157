export { RouteErrorBoundary, RootErrorBoundary } from "./components/RouteErrorBoundary";
export { StatusPage, LinkButton } from "./components/StatusPage";
