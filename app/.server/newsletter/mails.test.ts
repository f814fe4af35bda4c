import { describe, expect, it } from "vitest";
import { confirmSubscriptionMail } from "./mails.ts";

describe("the confirmation mail", () => {
  it("says how long its link works, in text and HTML", () => {
    const mail = confirmSubscriptionMail({
      to: "reader@example.com",
      siteName: "Celestial Collective",
      confirmUrl: "https://celestial.example/newsletter/confirm?token=t",
      unsubscribeUrl: "https://celestial.example/newsletter/unsubscribe?token=u",
    });
    expect(mail.text).toContain("the link works for 7 days");
    expect(mail.html).toContain("the link works for 7 days");
  });
});
