export { MenuSearch, type MenuSearchProps } from "./components/MenuSearch";
