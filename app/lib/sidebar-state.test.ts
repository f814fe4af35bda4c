import { describe, expect, test } from "vitest";
import { readSidebarOpen, sidebarCookie } from "./sidebar-state.ts";

describe("the sidebar's cookie", () => {
  test("is sidebar_state, for the whole site, seven days (604800 s), SameSite=Lax", () => {
    const parts = sidebarCookie(false, false).split("; ");
    expect(parts[0]).toBe("sidebar_state=false");
    expect(parts).toContain("Path=/");
    expect(parts).toContain("Max-Age=604800");
    expect(parts).toContain("SameSite=Lax");
    expect(parts).not.toContain("Secure");
    expect(sidebarCookie(true, true).split("; ")).toEqual([
      "sidebar_state=true",
      "Path=/",
      "Max-Age=604800",
      "SameSite=Lax",
      "Secure",
    ]);
  });

  test("is read back on the server: open unless it says collapsed", () => {
    expect(readSidebarOpen(null)).toBe(true);
    expect(readSidebarOpen("theme=dark")).toBe(true);
    expect(readSidebarOpen("theme=dark; sidebar_state=false")).toBe(false);
    expect(readSidebarOpen("sidebar_state=true; theme=light")).toBe(true);
    expect(readSidebarOpen("not_sidebar_state=false")).toBe(true);
    expect(readSidebarOpen("sidebar_state=falsey")).toBe(true);
  });
});
