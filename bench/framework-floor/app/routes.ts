import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** FLOOR_ROUTES routes below the root (the bench passes the site's count), a catch-all among them. */
const count = Math.max(2, Number(process.env.FLOOR_ROUTES ?? 2));

export default [
  index("routes/page.tsx", { id: "home" }),
  ...Array.from({ length: count - 2 }, (_, i) =>
    route(`page-${i}`, "routes/page.tsx", { id: `page-${i}` }),
  ),
  route("*", "routes/page.tsx", { id: "not-found" }),
] satisfies RouteConfig;
