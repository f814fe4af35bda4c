import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/marketing/home.tsx"),

  route("auth", "routes/auth/auth.tsx"),
  route("dashboard", "routes/account/dashboard.tsx"),
  route("profile", "routes/account/profile.tsx"),
  route("favorites", "routes/account/favorites.tsx"),
  route("analytics", "routes/account/analytics.tsx"),
  route("shop", "routes/shop/shop.tsx", { id: "shop" }),
  route("product/:id", "routes/shop/shop.tsx", { id: "product" }),
  route("cart", "routes/shop/shop.tsx", { id: "cart" }),
  route("market", "routes/shop/market-redirect.ts"),
  route("checkout", "routes/shop/checkout.tsx"),
  route("events", "routes/shop/events.tsx"),
  route("events/:id/calendar.ics", "routes/shop/event-calendar.ts"),
  route("sign-out", "routes/auth/sign-out.ts"),
  route("resources/theme", "routes/resources/theme.ts"),
  route("resources/favorites", "routes/resources/favorites.ts"),
  route("resources/waitlist", "routes/resources/waitlist.ts"),
  route("resources/cart", "routes/resources/cart.ts"),
  route("search", "routes/search/search.tsx"),
  route("api/search", "routes/resources/api-search.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("admin/outbox", "routes/admin/outbox.tsx"),

  ...prefix("admin", [
    index("routes/admin/overview.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("security", "routes/admin/security.tsx"),
    route("products", "routes/admin/products.tsx"),
    route("products/new", "routes/admin/product-edit.tsx", { id: "admin-product-new" }),
    route("products/:id", "routes/admin/product-edit.tsx", { id: "admin-product-edit" }),
    route("orders", "routes/admin/orders.tsx"),
    route("waitlists", "routes/admin/waitlists.tsx"),
  ]),

  route("employee-portal", "routes/employee/portal.tsx"),
  // booking: consultation booking, post-payment pages, its JSON endpoints and the Stripe webhook
  route("consultation", "routes/booking/consultation.tsx"),
  route("consultation-success", "routes/booking/consultation-success.tsx"),
  route("consultation-scheduling", "routes/booking/consultation-scheduling.tsx"),
  route("consultation/manage/:id", "routes/booking/manage-booking.tsx"),
  route("api/functions/complete-consultation-booking", "routes/booking/api-complete-booking.ts"),
  route("api/consultation/slots", "routes/booking/api-slots.ts"),
  route("api/payments/stripe/webhook", "routes/booking/api-stripe-webhook.ts"),
  route("admin/bookings", "routes/admin/bookings.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
