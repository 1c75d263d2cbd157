/** The notices route tests' shared set-up: the owner's session and loose JSON replies. */
import { CookieJar, post } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";

/** Logs the seeded owner in through the login action; the jar holds the session cookie. */
export async function ownerJar(): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }));
  return new CookieJar().take(res as Response);
}

/** A reply's JSON body, inspected loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
export const json = async (res: Response) => (await res.json()) as any;
