/**
 * The seeded socket messages (FIXTURE.md "Messages"): what a user's first notice socket after a
 * reset receives on connect. owner gets its newest unread notification as a msgType 3 notice
 * with eject 0 (stored, no popup), so a fresh demo shows the socket path working.
 * @module mock-gateway/sockets/seeded
 */
import type { MockDb } from "../model/db";
import type { SocketRegistry } from "./registry";

/** Users whose newest unread notification is held for their first notice socket. */
const SEEDED_USERS = ["owner"] as const;

/** Holds the seeded messages in `sockets` (after `db` is seeded). */
export function holdSeededMessages(db: MockDb, sockets: SocketRegistry): void {
  for (const username of SEEDED_USERS) {
    const unread = db.notification.findMany({
      where: { username: { equals: username }, hasRead: { equals: 2 } },
      orderBy: { id: "asc" },
    });
    const newest = unread[0];
    if (!newest) continue;
    const { id, msgType: _type, msgTitle, msgInfo, sendTime } = newest;
    sockets.hold(username, "notice", { msgType: 3, id, msgTitle, msgInfo, eject: 0, sendTime });
  }
}
