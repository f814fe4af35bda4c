import { describe, expect, it } from "vitest";
import { pickEncoding } from "./encoding.ts";

describe("pickEncoding", () => {
  it("prefers Brotli, then gzip, at equal weight, and follows q-values otherwise", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("BR")).toBe("br");
    expect(pickEncoding("*")).toBe("br");
  });

  it("sends the document as is when nothing stored is accepted, or nothing is asked", () => {
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("deflate")).toBe("identity");
    expect(pickEncoding("br;q=0, gzip;q=0")).toBe("identity");
    expect(pickEncoding("*;q=0, identity")).toBe("identity");
  });
});
