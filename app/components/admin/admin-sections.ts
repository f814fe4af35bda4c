import type { SpriteIconName } from "#app/components/ui/sprite-icons.ts";

export type AdminSectionLink = { href: string; label: string; icon: SpriteIconName };

/**
 * Every admin section, grouped as the sidebar shows them: adding a section is one entry here (and
 * its route). A group without a title stands first, alone.
 */
export const ADMIN_SECTIONS: { title: string | null; links: AdminSectionLink[] }[] = [
  { title: null, links: [{ href: "/admin", label: "Overview", icon: "layout-dashboard" }] },
  {
    title: "People",
    links: [
      { href: "/admin/users", label: "Users", icon: "users" },
      { href: "/admin/security", label: "Security", icon: "shield-check" },
    ],
  },
  {
    title: "Content",
    links: [
      { href: "/admin/content", label: "Content", icon: "file-text" },
      { href: "/admin/posts", label: "Posts", icon: "newspaper" },
      { href: "/admin/products", label: "Products", icon: "package" },
      { href: "/admin/media", label: "Media", icon: "image" },
    ],
  },
  {
    title: "Commerce",
    links: [
      { href: "/admin/orders", label: "Orders", icon: "receipt" },
      { href: "/admin/bookings", label: "Bookings", icon: "calendar-clock" },
      { href: "/admin/availability", label: "Availability", icon: "calendar-days" },
      { href: "/admin/waitlists", label: "Waitlists", icon: "clipboard-list" },
    ],
  },
  {
    title: "Inbox",
    links: [
      { href: "/admin/submissions", label: "Submissions", icon: "inbox" },
      { href: "/admin/newsletter", label: "Newsletter", icon: "send" },
      { href: "/admin/outbox", label: "Mail Outbox", icon: "mail" },
    ],
  },
  {
    title: "Site",
    links: [
      { href: "/admin/settings", label: "Settings", icon: "settings" },
      { href: "/admin/backups", label: "Backups", icon: "database-backup" },
      { href: "/analytics", label: "Analytics", icon: "chart" },
    ],
  },
];
