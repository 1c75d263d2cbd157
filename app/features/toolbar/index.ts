export { HeaderToolbar, type HeaderToolbarProps } from "./components/HeaderToolbar";
