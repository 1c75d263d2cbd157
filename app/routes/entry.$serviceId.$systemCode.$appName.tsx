/** `/entry/{serviceId}/{systemCode}/{appName}#{path}` (ROUTE-12..16): the pane host of the shell shows the app. */
export default function AppPane() {
  return null;
}
