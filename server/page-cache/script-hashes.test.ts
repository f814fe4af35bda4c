import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sealDocument } from "./script-hashes.ts";

const hashOf = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
const policy = "default-src 'self'; script-src 'self' 'nonce-abc+/='";

describe("sealDocument", () => {
  it("trades the nonce for hashes of the scripts that carried it, and only those", () => {
    const html =
      '<html><head><link rel="modulepreload" href="/a.js" nonce="abc+/="/></head><body>' +
      '<script nonce="abc+/=">window.ctx = 1;</script>' +
      "<script>alert('injected')</script>" +
      '<script type="module" nonce="abc+/=">import "/a.js";</script></body></html>';
    const sealed = sealDocument(html, "abc+/=", policy);
    expect(sealed?.html).not.toContain("abc+/=");
    expect(sealed?.policy).toBe(
      `default-src 'self'; script-src 'self' ${hashOf("window.ctx = 1;")} ${hashOf('import "/a.js";')}`,
    );
    expect(sealed?.policy).not.toContain(hashOf("alert('injected')"));
  });

  it("refuses a document whose policy does not name its nonce", () => {
    expect(sealDocument("<p>hi</p>", "abc", "script-src 'self' 'unsafe-inline'")).toBeNull();
    expect(sealDocument("<p>hi</p>", "", policy)).toBeNull();
  });
});
