/** The portal's tickets for the image URLs it handed out (which URLs may go upstream in images[]). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IMAGE_TICKET_TTL_MS, allowedImages, signImageTicket, verifyImageTicket } from "~/features/assistant/image-ticket.server";

const SECRETS = ["spec-secret-0123456789abcdef"];
const owner = fc.record({ userName: fc.string({ minLength: 1, maxLength: 12 }), company: fc.string({ maxLength: 8 }) });
const url = fc.webUrl();
const NOW = 1_760_000_000_000;

describe("image tickets", () => {
  it("a ticket proves its own URL, user and company until it expires (30 minutes), and nothing else", () => {
    expect(IMAGE_TICKET_TTL_MS).toBe(30 * 60 * 1000);
    fc.assert(
      fc.property(url, url, owner, owner, fc.integer({ min: 0, max: 29 * 60 * 1000 }), (a, b, me, other, later) => {
        const ticket = signImageTicket(a, me, NOW, SECRETS);
        expect(verifyImageTicket(a, ticket, me, NOW + later, SECRETS)).toBe(true);
        expect(verifyImageTicket(a, ticket, me, NOW + 30 * 60 * 1000 + 1000, SECRETS)).toBe(false);
        if (b !== a) expect(verifyImageTicket(b, ticket, me, NOW, SECRETS)).toBe(false);
        if (other.userName !== me.userName || other.company !== me.company) expect(verifyImageTicket(a, ticket, other, NOW, SECRETS)).toBe(false);
        expect(verifyImageTicket(a, ticket, me, NOW, ["another-secret-0123456789abcdef"])).toBe(false);
        // A rotated secret (now second) still verifies; a new one signs.
        expect(verifyImageTicket(a, ticket, me, NOW, ["new-secret-0123456789abcdef", ...SECRETS])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("a changed expiry or signature, or anything that is not a ticket, proves nothing", () => {
    const me = { userName: "owner", company: "A" };
    const ticket = signImageTicket("https://oss.example/a.jpg", me, NOW, SECRETS);
    const [exp, sig] = ticket.split(".") as [string, string];
    expect(verifyImageTicket("https://oss.example/a.jpg", `${Number(exp) + 3600}.${sig}`, me, NOW, SECRETS)).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(verifyImageTicket("https://oss.example/a.jpg", junk, me, NOW, SECRETS)).toBe(junk === ticket);
      }),
    );
  });

  it("allowedImages keeps the ticketed http(s) URLs in order and names why each other one went; it never throws", () => {
    const me = { userName: "owner", company: "A" };
    const good = "https://oss.example/a.jpg";
    const t = signImageTicket(good, me, NOW, SECRETS);
    expect(allowedImages([good, "javascript:alert(1)", 7, good], [t, t, t, "x"], me, NOW, SECRETS)).toEqual({
      images: [good],
      dropped: [{ reason: "not http(s)", origin: "javascript:" }, { reason: "not a string", origin: "" }, { reason: "no valid ticket", origin: "https://oss.example" }],
    });
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (images, tickets) => {
        expect(allowedImages(images, tickets, me, NOW, SECRETS).images).toEqual([]);
      }),
    );
  });
});
