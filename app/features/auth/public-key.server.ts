/**
 * The gateway's RSA public key (SPKI PEM) used to encrypt passwords (AUTH-02): GATEWAY_PUBLIC_KEY,
 * set by server/index.ts to the embedded mock's key when no real gateway is configured.
 * @throws Error when no key is configured.
 */
export function gatewayPublicKey(): string {
  const pem = process.env.GATEWAY_PUBLIC_KEY;
  if (!pem || !pem.includes("BEGIN PUBLIC KEY")) throw new Error("GATEWAY_PUBLIC_KEY is not set (a PEM public key)");
  return pem.replace(/\\n/g, "\n");
}
