import { describe, expect, it } from "vitest";
import { campaignLink, campaignMail } from "./campaign-mail.ts";

const FRAME = {
  slug: "spring-guides-a1b2c3",
  siteName: "Celestial Collective",
  siteUrl: "https://celestial.example",
  postalAddress: "1 Orbit Way\nNova City",
  viewUrl: "https://celestial.example/newsletter/campaigns/spring-guides-a1b2c3",
  unsubscribeUrl: "https://celestial.example/newsletter/unsubscribe?token=t",
};

describe("campaign links", () => {
  it("name the campaign on links to the site, paths included", () => {
    expect(campaignLink("/shop?tab=new", FRAME)).toBe(
      "https://celestial.example/shop?tab=new&utm_source=newsletter&utm_medium=email&utm_campaign=spring-guides-a1b2c3",
    );
    expect(campaignLink("https://celestial.example/blog", FRAME)).toContain(
      "utm_campaign=spring-guides-a1b2c3",
    );
  });

  it("leave other sites, mail addresses and anchors alone", () => {
    expect(campaignLink("https://other.example/a", FRAME)).toBe("https://other.example/a");
    expect(campaignLink("mailto:hello@celestial.example", FRAME)).toBe(
      "mailto:hello@celestial.example",
    );
    expect(campaignLink("#top", FRAME)).toBe("#top");
  });
});

describe("a campaign mail", () => {
  const mail = campaignMail(
    "reader@example.com",
    {
      subject: "Spring guides",
      previewText: "Three new guides",
      doc: {
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "<Hello>" }] },
          {
            type: "bulletList",
            content: [
              {
                type: "listItem",
                content: [{ type: "paragraph", content: [{ type: "text", text: "one" }] }],
              },
            ],
          },
        ],
      },
      readMoreUrl: "/blog/spring",
    },
    FRAME,
  );

  it("has a text and an HTML part with the same words, escaped in HTML", () => {
    expect(mail.text).toContain("<HELLO>");
    expect(mail.text).toContain("- one");
    expect(mail.html).toContain("<h2>&#60;Hello&#62;</h2>");
    expect(mail.html).toContain("<ul><li><p>one</p></li></ul>");
    expect(mail.html).toContain("Three new guides");
  });

  it("carries the view-in-browser link, the postal address and one-click unsubscribe", () => {
    for (const part of [mail.text, mail.html ?? ""]) {
      expect(part).toContain(FRAME.viewUrl);
      expect(part).toContain("1 Orbit Way");
      expect(part).toContain(FRAME.unsubscribeUrl);
      expect(part).toContain("/blog/spring?utm_source=newsletter");
    }
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${FRAME.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
