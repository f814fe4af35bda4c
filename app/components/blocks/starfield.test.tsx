import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TWINKLE_GROUPS } from "#app/lib/starfield.ts";
import { Starfield } from "./starfield.tsx";

describe("Starfield", () => {
  it("renders the same hidden stars on every render of the same seed", () => {
    const first = renderToString(<Starfield count={50} seed={9} />);
    expect(renderToString(<Starfield count={50} seed={9} />)).toBe(first);
    const field = new DOMParser().parseFromString(first, "text/html").body.firstElementChild;
    expect(field?.getAttribute("aria-hidden")).toBe("true");
    expect(field?.querySelectorAll("span")).toHaveLength(50);
    // A few groups twinkle, not each star: one animation per group.
    expect(field?.querySelectorAll(".motion-safe\\:animate-pulse")).toHaveLength(TWINKLE_GROUPS);
  });
});
