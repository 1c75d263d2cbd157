/**
 * Vitest setup: Node 20 has no global WebSocket (DESIGN.md §4 pitfall), msw's ws links need one.
 */
import { WebSocket } from "ws";

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
