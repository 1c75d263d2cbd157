export { HeaderToolbar, type HeaderToolbarProps } from "./components/HeaderToolbar";
export { toolbarPages } from "./pages";
