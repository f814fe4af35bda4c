import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { detectImageType } from "#app/.server/media/detect-type.ts";

const tiny = sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } });

describe("what an upload is, read from its bytes", () => {
  test("JPEG, PNG, WebP and AVIF are known by their first bytes", async () => {
    expect(detectImageType(await tiny.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(detectImageType(await tiny.clone().png().toBuffer())).toBe("png");
    expect(detectImageType(await tiny.clone().webp().toBuffer())).toBe("webp");
    expect(detectImageType(await tiny.clone().avif().toBuffer())).toBe("avif");
  });

  test("text, GIF, SVG, HEIC and an empty file are none of them, whatever their name", async () => {
    expect(detectImageType(Buffer.from("just some text, named photo.jpg"))).toBeNull();
    expect(detectImageType(await tiny.clone().gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    const heic = Buffer.alloc(32);
    heic.writeUInt32BE(24, 0);
    heic.write("ftypheic\0\0\0\0mif1heic", 4, "latin1");
    expect(detectImageType(heic)).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
