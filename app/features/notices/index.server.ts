/**
 * Server-side public API of the notices feature, for other features' loaders: the popup
 * announcements and the ticker's the shell renders on arrival.
 */
export { arrivalAnnouncements, arrivalTicker, type ArrivalTickerItem } from "./content.server";
