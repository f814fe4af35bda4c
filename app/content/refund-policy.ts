import type { LegalDocument } from "./schemas/legal.ts";

export const refundPolicyDocument = {
  path: "/refund-policy",
  title: "Refund Policy",
  description:
    "How cancellations, returns and refunds work for consultation bookings, shop orders, pre-orders, digital products and event tickets.",
  lead: "We want every purchase from {siteName} to be worth it. When something is not right, this is how we put it right.",
  effective: "2025-09-15",
  updated: "2025-09-15",
  starfield: 0,
  sections: [
    {
      title: "Consultation Bookings",
      body: [
        {
          type: "list",
          items: [
            "Cancel at least 24 hours before the start of your session for a full refund.",
            "You may reschedule once, free of charge, up to 24 hours before the session.",
            "Cancellations within 24 hours of the session, and missed sessions, are not refunded; we will still offer you one new time if you ask.",
            "If we have to cancel or cannot hold your session, you get a full refund or a new time, as you prefer.",
          ],
        },
      ],
    },
    {
      title: "Shop Orders",
      body: [
        {
          type: "paragraph",
          text: "Garments and other physical products can be returned within 30 days of delivery, unworn and with their tags, for a refund of the product price. Items that arrive damaged or wrong are replaced or refunded in full, including delivery.",
        },
      ],
    },
    {
      title: "Pre-Orders",
      body: [
        {
          type: "paragraph",
          text: "You can cancel a pre-order at any time before it ships for a full refund. If the expected delivery date slips, we tell you and you may cancel then as well.",
        },
      ],
    },
    {
      title: "Digital Products and Courses",
      body: [
        {
          type: "paragraph",
          text: "Digital products and courses can be refunded within 14 days of purchase as long as the files have not been downloaded and no more than the first lesson has been opened. After that, we refund only if the product does not work as described.",
        },
      ],
    },
    {
      title: "Event Tickets",
      body: [
        {
          type: "paragraph",
          text: "Event tickets are refundable up to 7 days before the event. Closer to the date, you may transfer your ticket to someone else. If we cancel or move an event, you can choose a full refund.",
        },
      ],
    },
    {
      title: "How Refunds Are Paid",
      body: [
        {
          type: "paragraph",
          text: "Refunds go back to the original payment method, usually within 5 to 10 business days after we approve them, depending on your bank.",
        },
      ],
    },
    {
      title: "How to Ask for a Refund",
      body: [
        {
          type: "contact",
          text: "Send your order or booking reference and the reason to",
          mailbox: "support",
        },
        {
          type: "paragraph",
          text: "We answer within 24 hours, Monday to Friday. This policy is part of our",
          link: { label: "Terms of Service", href: "/terms" },
        },
      ],
    },
  ],
  searchTags: ["refund", "returns", "cancellation", "legal"],
} satisfies LegalDocument;
