/**
 * The pure models of the notices feature (no React, no I/O).
 * @module features/notices/model
 */
export * from "./quiet-hours";
export * from "~/utils/download-link";
export * from "./message-schema";
export * from "./classify";
export * from "./toast-queue";
export * from "./broadcast";
export * from "./announcement";
export * from "./closed-announcements";
export * from "./bell";
export * from "./effects";
export * from "./replay";
export * from "./notice-menu";
