/**
 * Seeded business data of the sample sub-apps (issue 7): 86 ERP orders, 24 products and 12
 * Amazon ad campaigns, deterministic (fixed-seed PRNG). The sample micro-apps are built with
 * it (they carry it in their module), so a demo needs no extra endpoint.
 * @module mock-gateway/seed/orders
 */
import { createPrng } from "./prng";

/** One ERP order. Amounts in the order's currency, times as `YYYY-MM-DD HH:mm`. */
export interface SeedOrder {
  id: string;
  platform: "Amazon" | "TikTok" | "Shopee" | "eBay";
  shop: string;
  status: "pending" | "paid" | "shipped" | "completed" | "refunded";
  buyer: string;
  sku: string;
  qty: number;
  amount: number;
  currency: "USD" | "EUR" | "JPY" | "GBP";
  createdAt: string;
  country: string;
}

/** One product. */
export interface SeedProduct {
  sku: string;
  title: string;
  stock: number;
  price: number;
  sales30d: number;
}

/** One Amazon ad campaign. Budget and spend in USD; acos in percent. */
export interface SeedCampaign {
  id: string;
  name: string;
  state: "enabled" | "paused" | "archived";
  type: "SP" | "SB" | "SD";
  budget: number;
  spend: number;
  sales: number;
  acos: number;
  impressions: number;
  clicks: number;
}

const SHOPS: Record<SeedOrder["platform"], string[]> = {
  Amazon: ["Amazon-US-Main", "Amazon-DE-01"],
  TikTok: ["TikTok-US-Shop"],
  Shopee: ["Shopee-SG-Flag"],
  eBay: ["eBay-UK-Outlet"],
};
const BUYERS = ["Olivia M.", "Liam K.", "Emma S.", "Noah B.", "Mia R.", "Lucas P.", "Sofia G.", "Ethan W.", "Hana T.", "Kenji O."];
const COUNTRIES = ["US", "DE", "GB", "SG", "JP", "FR"];
const PRODUCTS: ReadonlyArray<readonly [string, string]> = [
  ["HB-1001", "Bamboo Cutting Board Set"], ["HB-1002", "Silicone Baking Mat"], ["HB-1003", "Stainless Steel Straw Kit"],
  ["OD-2001", "Camping Lantern 1200lm"], ["OD-2002", "Hiking Water Bottle 1L"], ["OD-2003", "Folding Trekking Pole"],
  ["EL-3001", "USB-C Charging Hub 7-in-1"], ["EL-3002", "Wireless Earbuds Pro"], ["EL-3003", "Magnetic Phone Mount"],
  ["PT-4001", "Cat Scratching Post"], ["PT-4002", "Dog Cooling Mat L"], ["PT-4003", "Pet Grooming Glove"],
  ["BT-5001", "Jade Face Roller"], ["BT-5002", "Satin Hair Scrunchies 12pc"], ["BT-5003", "Makeup Brush Cleaner"],
  ["TY-6001", "Magnetic Building Tiles 60pc"], ["TY-6002", "Kids Art Easel"], ["TY-6003", "Bubble Machine"],
  ["SP-7001", "Yoga Mat 6mm"], ["SP-7002", "Resistance Bands Set"], ["SP-7003", "Jump Rope Speed"],
  ["HM-8001", "Linen Throw Pillow Cover"], ["HM-8002", "LED Strip Lights 10m"], ["HM-8003", "Drawer Organizer 6pc"],
];
const STATUSES: SeedOrder["status"][] = ["pending", "paid", "paid", "shipped", "shipped", "completed", "completed", "refunded"];
const CURRENCY: Record<string, SeedOrder["currency"]> = { US: "USD", DE: "EUR", GB: "GBP", SG: "USD", JP: "JPY", FR: "EUR" };

const pad = (n: number) => String(n).padStart(2, "0");

/** The 86 seeded orders, newest first (2026-03-28 back). */
export function seedOrders(): SeedOrder[] {
  const prng = createPrng(20260328);
  const platforms = Object.keys(SHOPS) as SeedOrder["platform"][];
  return Array.from({ length: 86 }, (_, i) => {
    const platform = prng.pick(platforms);
    const country = prng.pick(COUNTRIES);
    const qty = 1 + prng.int(4);
    const unit = 8 + prng.int(60) + prng.int(100) / 100;
    const day = 28 - Math.floor(i / 4);
    return {
      id: `SO${260328 - Math.floor(i / 4)}${pad(i % 100)}${String(1000 + prng.int(9000))}`,
      platform,
      shop: prng.pick(SHOPS[platform]),
      status: prng.pick(STATUSES),
      buyer: prng.pick(BUYERS),
      sku: prng.pick(PRODUCTS)[0],
      qty,
      amount: Math.round(qty * unit * (country === "JP" ? 150 : 1) * 100) / 100,
      currency: CURRENCY[country]!,
      createdAt: `2026-03-${pad(Math.max(1, day))} ${pad(8 + prng.int(14))}:${pad(prng.int(60))}`,
      country,
    };
  });
}

/** The 24 seeded products. */
export function seedProducts(): SeedProduct[] {
  const prng = createPrng(20260329);
  return PRODUCTS.map(([sku, title]) => ({ sku, title, stock: prng.int(900), price: 9 + prng.int(80) + 0.99, sales30d: prng.int(600) }));
}

/** The 12 seeded campaigns. */
export function seedCampaigns(): SeedCampaign[] {
  const prng = createPrng(20260330);
  const names = ["Kitchen - Exact", "Kitchen - Auto", "Outdoor Brand", "Lantern Launch", "Earbuds - Broad", "Charging Hub Defense",
    "Pet Summer", "Beauty Retarget", "Toys Holiday", "Yoga Evergreen", "Home Decor Video", "Organizer Exact"];
  return names.map((name, i) => {
    const spend = Math.round((20 + prng.int(900)) * 100) / 100;
    const sales = Math.round(spend * (1.5 + prng.next() * 5) * 100) / 100;
    const impressions = 2000 + prng.int(90000);
    return {
      id: `CP-${2400 + i}`,
      name,
      state: prng.pick(["enabled", "enabled", "enabled", "paused", "archived"] as const),
      type: prng.pick(["SP", "SP", "SB", "SD"] as const),
      budget: 20 + prng.int(16) * 5,
      spend,
      sales,
      acos: Math.round((spend / sales) * 1000) / 10,
      impressions,
      clicks: Math.floor(impressions * (0.004 + prng.next() * 0.02)),
    };
  });
}
