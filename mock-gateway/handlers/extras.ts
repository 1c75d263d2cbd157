/**
 * The handlers of the areas beyond login, systems and menus, gathered for `node.ts`.
 * @module mock-gateway/handlers/extras
 */
import type { RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { announcementHandlers } from "./announcements";
import { customGroupHandlers } from "./custom-group";
import { customSceneHandlers } from "./custom-scenes";
import { accountHandlers } from "./account";
import { menuPrefsHandlers } from "./menu-prefs";
import { noticeHandlers } from "./notices";
import { liteGuideHandlers } from "./lite-guide";
import { userCentreHandlers } from "./user-centre";
import { purchaseHandlers } from "./purchase";
import { demoEnvironmentHandlers } from "./demo-environment";

/** Custom groups, notices and content handlers. */
export function extraHandlers(ctx: GatewayContext): RequestHandler[] {
  return [...customGroupHandlers(ctx), ...noticeHandlers(ctx), ...liteGuideHandlers(ctx), ...announcementHandlers(ctx), ...customSceneHandlers(ctx), ...accountHandlers(ctx), ...menuPrefsHandlers(ctx), ...userCentreHandlers(ctx), ...purchaseHandlers(ctx), ...demoEnvironmentHandlers(ctx)];
}
