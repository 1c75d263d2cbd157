export { accountFacts, type AccountFacts } from "./model/facts";
