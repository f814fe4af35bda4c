import { describe, expect, test } from "vitest";
import { deviceClass, exclusionReason, referrerHost } from "./classify.ts";
import { visitorId } from "./visitor.ts";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0.0.0 Safari/537.36";

describe("what an event says about its visitor", () => {
  test("the device class comes from the user agent", () => {
    expect(deviceClass(CHROME)).toBe("desktop");
    expect(
      deviceClass(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Mobile Safari/537.36",
      ),
    ).toBe("mobile");
    expect(
      deviceClass(
        "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/147.0 Safari/537.36",
      ),
    ).toBe("tablet");
    expect(
      deviceClass(
        "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
      ),
    ).toBe("tablet");
  });

  test("the referrer is kept as a host, and our own site is not a source", () => {
    expect(referrerHost("https://www.news.example/a?b=c", "celestial.example")).toBe(
      "news.example",
    );
    expect(referrerHost("https://celestial.example/blog", "celestial.example")).toBeNull();
    expect(referrerHost("android-app://com.example", "celestial.example")).toBeNull();
    expect(referrerHost("not a url", "celestial.example")).toBeNull();
    expect(referrerHost("", "celestial.example")).toBeNull();
  });

  test("crawlers, prefetches and the privacy signals are recognised", () => {
    const with_ = (headers: Record<string, string>) =>
      exclusionReason({ "user-agent": CHROME, ...headers });
    expect(with_({})).toBeNull();
    expect(with_({ "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0)" })).toBe("bot");
    expect(with_({ "sec-purpose": "prefetch;prerender" })).toBe("prefetch");
    expect(with_({ dnt: "1" })).toBe("do-not-track");
    expect(with_({ "sec-gpc": "1" })).toBe("do-not-track");
  });

  test("a visitor id depends on the day's salt and cannot be read back", () => {
    const id = visitorId("salt-a", "203.0.113.9", CHROME, "celestial.example");
    expect(id).toBe(visitorId("salt-a", "203.0.113.9", CHROME, "celestial.example"));
    expect(id).not.toBe(visitorId("salt-b", "203.0.113.9", CHROME, "celestial.example"));
    expect(id).not.toBe(visitorId("salt-a", "203.0.113.10", CHROME, "celestial.example"));
    expect(id).not.toContain("203");
    expect(id).toHaveLength(22);
  });
});
