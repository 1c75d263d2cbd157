/** The welcome page (ROUTE-11): the shell's home pane renders it; nothing else to load. */
export default function Welcome() {
  return null;
}
