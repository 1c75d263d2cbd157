/**
 * Public API of the export feature (issue 26): the shell's mount (tracker, download socket,
 * notices, all loaded on demand) and the toolbar's async order task list.
 */
export { ExportMount } from "./components/ExportMount";
export { AsyncTasksButton } from "./components/AsyncTasksButton";
export { exportPages } from "./pages";
