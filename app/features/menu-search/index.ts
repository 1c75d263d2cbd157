export { MenuSearch, type MenuSearchProps } from "./components/MenuSearch";
export { leafMatches } from "./model/match";
