export { HeaderToolbar, TOOLBAR_PAGES, type HeaderToolbarProps } from "./components/HeaderToolbar";
