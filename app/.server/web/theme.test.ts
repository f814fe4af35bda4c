import { expect, test } from "vitest";
import { readTheme, themeCookie } from "#app/.server/web/theme.ts";

const withCookie = (cookie: string) => new Request("http://x/", { headers: { cookie } });

test("dark by default, light only when chosen", () => {
  expect(readTheme(new Request("http://x/"))).toBe("dark");
  expect(readTheme(withCookie("a=1; theme=light"))).toBe("light");
  expect(readTheme(withCookie("theme=purple"))).toBe("dark");
  expect(readTheme(withCookie("notheme=light"))).toBe("dark");
});

test("the theme cookie lasts a year and is not readable by scripts", () => {
  const cookie = themeCookie("light", false);
  expect(cookie).toContain("theme=light");
  expect(cookie).toContain("Max-Age=31536000");
  expect(cookie).toContain("HttpOnly");
  expect(cookie).not.toContain("Secure");
  expect(themeCookie("dark", true)).toContain("Secure");
});
