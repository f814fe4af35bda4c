import { render } from "@testing-library/react";
import { expect, test } from "vitest";
import { LibraryImage } from "#app/components/media/library-image.tsx";
import type { LibraryImage as Image } from "#app/lib/media.ts";

const image: Image = {
  id: "5f0c7a1e-8d1b-4c55-9c0e-2a4b6c8d0e1f",
  alt: "The founder on stage",
  width: 1600,
  height: 1200,
  variants: {
    avif: [
      { url: "/media/aa-320.avif", width: 320 },
      { url: "/media/bb-640.avif", width: 640 },
    ],
    webp: [
      { url: "/media/cc-320.webp", width: 320 },
      { url: "/media/dd-640.webp", width: 640 },
    ],
  },
};

test("a library picture offers AVIF then WebP in every size, with its size and alt text", () => {
  const { container } = render(<LibraryImage image={image} sizes="50vw" className="rounded" />);
  const source = container.querySelector("picture > source");
  expect(source?.getAttribute("type")).toBe("image/avif");
  expect(source?.getAttribute("srcset")).toBe("/media/aa-320.avif 320w, /media/bb-640.avif 640w");
  expect(source?.getAttribute("sizes")).toBe("50vw");
  const img = container.querySelector("picture > img");
  expect(img?.getAttribute("srcset")).toBe("/media/cc-320.webp 320w, /media/dd-640.webp 640w");
  expect(img?.getAttribute("src")).toBe("/media/dd-640.webp");
  expect(img?.getAttribute("sizes")).toBe("50vw");
  expect(img?.getAttribute("width")).toBe("1600");
  expect(img?.getAttribute("height")).toBe("1200");
  expect(img?.getAttribute("alt")).toBe("The founder on stage");
  expect(img?.getAttribute("decoding")).toBe("async");
  expect(img?.getAttribute("loading")).toBe("lazy");
  expect(img?.getAttribute("fetchpriority")).toBeNull();
});

test("the page's main picture loads at once and early", () => {
  const { container } = render(<LibraryImage image={image} sizes="100vw" priority />);
  const img = container.querySelector("img");
  expect(img?.getAttribute("loading")).toBe("eager");
  expect(img?.getAttribute("fetchpriority")).toBe("high");
});
