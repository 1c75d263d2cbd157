/**
 * The AI assistant (issue 9): the floating button and the lazily loaded drawer, plus the hook
 * points other features connect to.
 * @module features/assistant
 */
export { AssistantMount } from "./components/AssistantMount";
export { activePaneOf, setActivePaneProbe, setSubAppCapture, type ActivePaneInfo } from "./screenshot";
