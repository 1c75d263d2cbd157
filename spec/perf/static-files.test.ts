/** The build's top-level client files without a stat per document (server/static-files.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFiles, firstSegment } from "../../server/static-files";

describe("client files", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "client-files-"));
    writeFileSync(join(dir, "favicon.svg"), "<svg/>");
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets", "a.js"), "1");
    const app = express();
    app.use("/", clientFiles(dir, { maxAge: "1h" }));
    app.use((req, res) => res.status(200).type("text/plain").send(`page ${req.path}`));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("serves the directory's entries as express.static does, and hands every other path on", async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(await icon.text()).toBe("<svg/>");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await (await fetch(`${base}/assets/a.js`)).text()).toBe("1");
    expect(await (await fetch(`${base}/login`)).text()).toBe("page /login");
    expect(await (await fetch(`${base}/entry/1001/ERP`)).text()).toBe("page /entry/1001/ERP");
    expect(await (await fetch(`${base}/favicon.svg.map`)).text()).toBe("page /favicon.svg.map");
    expect(await (await fetch(`${base}/`)).text()).toBe("page /");
  });

  it("the first segment is the decoded name before the second slash, never throwing", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const seg = firstSegment(`/${encodeURIComponent(a)}/${b}`);
        expect(seg).toBe(a);
      }),
    );
    expect(firstSegment("/%E0%A4%A")).toBe("");
    expect(firstSegment("")).toBe("");
  });
});
