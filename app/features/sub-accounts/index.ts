/** Browser-safe public surface of permissions management (issue 28): its page table. */
export { subAccountsPages } from "./pages";
