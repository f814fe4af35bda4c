import { describe, expect, it } from "vitest";
import { findByPath } from "./find-by-path.ts";

const pages = [{ path: "/" }, { path: "/about" }];
const find = (pathname: string) => findByPath(pages, pathname, (page) => page.path);

describe("findByPath", () => {
  it("finds the page at a path, with or without a trailing slash", () => {
    expect(find("/about")).toBe(pages[1]);
    expect(find("/about/")).toBe(pages[1]);
    expect(find("/about//")).toBe(pages[1]);
  });

  it("keeps the root as it is and finds nothing at an unknown path", () => {
    expect(find("/")).toBe(pages[0]);
    expect(find("/abou")).toBeUndefined();
    expect(find("/about/team")).toBeUndefined();
  });
});
