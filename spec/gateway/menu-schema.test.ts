/**
 * The menu tree's wire schema (app/gateway/menu-schema.ts, zod 4 since issue 10) through the
 * gateway client: any well-formed tree comes back with numeric strings as numbers and every
 * extra field kept; a tree with one broken node anywhere is a `malformed` GatewayError.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { GatewayError } from "~/gateway/errors";
import { getMenuTree } from "~/gateway/menus.server";
import { answer, client, ok, resetGateway, server } from "./gateway-test-kit";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterAll(() => server.close());

/** A wire node as the gateway may send it: ids as numbers or numeric strings, extras, nulls. */
interface WireNode {
  menuId: number | string;
  menuName: string;
  lastMenu?: number | string | null;
  menuUrl?: string | null;
  closable?: boolean | null;
  extraField?: string;
  childMenus?: WireNode[] | null;
}

const id = fc.integer({ min: 0, max: 10_000_000 });
const wireNumber = fc.oneof(id, id.map(String));
const leaf = fc.record(
  {
    menuId: wireNumber,
    menuName: fc.string({ maxLength: 12 }),
    lastMenu: fc.oneof(fc.constant(2), fc.constant("2"), fc.constant(null)),
    menuUrl: fc.option(fc.webPath(), { nil: null }),
    closable: fc.option(fc.boolean(), { nil: null }),
    extraField: fc.string({ maxLength: 6 }),
  },
  { requiredKeys: ["menuId", "menuName"] },
);
const node: fc.Arbitrary<WireNode> = fc.letrec<{ node: WireNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({ menuId: wireNumber, menuName: fc.string({ maxLength: 12 }), childMenus: fc.array(tie("node"), { maxLength: 4 }) }),
  ),
})).node;
const tree: fc.Arbitrary<WireNode[]> = fc.array(node, { minLength: 1, maxLength: 3 });

/** The tree the portal should see: wire numbers as numbers, the rest as sent. */
function expected(nodes: WireNode[]): unknown[] {
  return nodes.map((n) => {
    const out: Record<string, unknown> = { ...n, menuId: Number(n.menuId) };
    if (n.lastMenu !== undefined) out.lastMenu = n.lastMenu === null ? null : Number(n.lastMenu);
    if (n.childMenus) out.childMenus = expected(n.childMenus);
    return out;
  });
}

/** Every node of a tree, depth first. */
function nodesOf(nodes: WireNode[]): WireNode[] {
  return nodes.flatMap((n) => [n, ...nodesOf(n.childMenus ?? [])]);
}

describe("menu tree schema", () => {
  it("a well-formed tree resolves with numbers for numeric strings and every extra field kept", async () => {
    await fc.assert(
      fc.asyncProperty(tree, fc.option(id, { nil: null }), async (childMenus, homeMenuId) => {
        answer(() => ok({ childMenus, homeMenuId: homeMenuId === null ? null : String(homeMenuId), vendorFlag: "x" } as never));
        const got = await getMenuTree(client(), { serviceId: 3, systemCode: "ERP" });
        expect(got.childMenus).toEqual(expected(childMenus));
        expect(got.homeMenuId).toBe(homeMenuId);
        expect((got as Record<string, unknown>).vendorFlag).toBe("x");
      }),
      { numRuns: 150 },
    );
  });

  it("one broken node anywhere in the tree makes the reply malformed", async () => {
    const breakages: Array<(n: WireNode) => void> = [
      (n) => void ((n as unknown as Record<string, unknown>).menuId = "12a"),
      (n) => void ((n as unknown as Record<string, unknown>).menuName = 5),
      (n) => void ((n as unknown as Record<string, unknown>).childMenus = "none"),
      (n) => void ((n as unknown as Record<string, unknown>).closable = "yes"),
    ];
    await fc.assert(
      fc.asyncProperty(tree, fc.nat(), fc.integer({ min: 0, max: breakages.length - 1 }), async (generated, pick, how) => {
        const childMenus = structuredClone(generated);
        const all = nodesOf(childMenus);
        breakages[how](all[pick % all.length]);
        answer(() => ok({ childMenus } as never));
        const error = await getMenuTree(client(), { serviceId: 3, systemCode: "ERP" }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(GatewayError);
        expect((error as GatewayError).kind).toBe("malformed");
      }),
      { numRuns: 150 },
    );
  });
});
