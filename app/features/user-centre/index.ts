/** Browser-safe public surface of the user centre (user centre, app market, help centre). */
export { userCentrePages } from "./pages";
