/** Browser-safe public surface of the lite onboarding guide: its mount in the shell. */
export { LiteGuideMount } from "./components/LiteGuideMount";
