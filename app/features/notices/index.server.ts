/**
 * Server-side public API of the notices feature, for other features' loaders: the popup
 * announcements the shell renders on arrival.
 */
export { arrivalAnnouncements } from "./content.server";
