/**
 * The pages that show one visitor's own things: their account, favourites, analytics, cart and
 * employee portal. A shared cache must never keep them, and crawlers have nothing to find there.
 */
export const MEMBER_PAGES = [
  "/dashboard",
  "/profile",
  "/favorites",
  "/analytics",
  "/checkout",
  "/employee-portal",
];
