import { describe, expect, it } from "vitest";
import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from "node:crypto";
import fc from "fast-check";
import { encryptPassword, isEncryptedPassword } from "~/gateway/crypto.server";

const { publicKey, privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const decrypt = (b64: string) =>
  privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(b64, "base64"),
  ).toString("utf8");

describe("password encryption", () => {
  it("the ciphertext decrypts to the password and never equals or contains the plaintext (the cipher only; AUTH-02 whole, every flow on the wire: spec/account-flows/auth-02.test.ts)", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (plain) => {
        const enc = encryptPassword(plain, publicKey);
        expect(decrypt(enc)).toBe(plain);
        expect(enc).not.toBe(plain);
        // 8+ characters: a chance match inside 344 random base64 characters is negligible
        if (plain.length >= 8) expect(enc).not.toContain(plain);
        expect(isEncryptedPassword(enc)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it("encryption is randomised (OAEP): the same password gives different ciphertexts", () => {
    expect(encryptPassword("Secret123", publicKey)).not.toBe(encryptPassword("Secret123", publicKey));
  });

  it("WebCrypto RSA-OAEP SHA-256 ciphertext (as made in the browser) is accepted and decrypts (a detail of AUTH-02, whole in spec/account-flows/auth-02.test.ts)", async () => {
    const key = await webcrypto.subtle.importKey(
      "spki",
      Buffer.from(publicKey.replace(/-----[^-]+-----|\s/g, ""), "base64"),
      { name: "RSA-OAEP", hash: "SHA-256" },
      false,
      ["encrypt"],
    );
    const ct = Buffer.from(await webcrypto.subtle.encrypt({ name: "RSA-OAEP" }, key, Buffer.from("Passw0rd"))).toString("base64");
    expect(isEncryptedPassword(ct)).toBe(true);
    expect(decrypt(ct)).toBe("Passw0rd");
  });

  it("plaintext-looking passwords are not mistaken for ciphertext (a detail of AUTH-02, whole in spec/account-flows/auth-02.test.ts)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), (s) => {
        expect(isEncryptedPassword(s)).toBe(false);
      }),
    );
    expect(isEncryptedPassword(Buffer.alloc(255).toString("base64"))).toBe(false);
    expect(isEncryptedPassword(Buffer.alloc(256).toString("base64"))).toBe(true);
  });

  it("a bad public key throws", () => {
    expect(() => encryptPassword("x", "not a key")).toThrow();
  });
});
