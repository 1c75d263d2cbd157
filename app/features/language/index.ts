export { LanguageSelect } from "./components/LanguageSelect";
