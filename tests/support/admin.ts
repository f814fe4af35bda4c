import { profiles } from "#app/.server/db/schema.ts";
import { rowsWhere } from "./rows.ts";
import type { TestApp } from "./test-app.ts";
import { useSignedIn } from "./use-test-app.ts";

/** The admin area's pages: the overview first. */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/users",
  "/admin/content",
  "/admin/settings",
  "/admin/security",
  "/admin/posts",
  "/admin/media",
  "/admin/newsletter",
];

/** A complete product form for /admin/products: a product the catalog does not have. */
export const NEW_PRODUCT = {
  id: "orbit-hoodie",
  name: "Orbit Hoodie",
  description: "A heavyweight hoodie with the Collective's orbit.",
  price: "65",
  category: "Apparel",
  type: "physical",
  image: "/images/products/physical.svg",
  tags: "Merch, Cotton",
  inStock: "on",
  availableForPurchase: "on",
};

/** A complete /admin/settings form: the seeded settings, with these fields changed. */
export function settingsForm(overrides: Record<string, string> = {}) {
  return {
    siteName: "Celestial Collective",
    siteUrl: "https://celestial.example",
    emailNotifications: "on",
    autoBackups: "on",
    ...overrides,
  };
}

/** The profile of this e-mail address, if there is one. */
export async function findProfile(app: TestApp, email: string) {
  const [row] = await rowsWhere(app, profiles, { email });
  return row;
}

export async function profileOf(app: TestApp, email: string) {
  const row = await findProfile(app, email);
  if (!row) throw new Error(`no profile for ${email}`);
  return row;
}

/** A post to /admin/users; a field given several values repeats, as checkboxes do. */
export function userAction(
  app: TestApp,
  fields: Record<string, string | string[]>,
  cookie: string,
): Promise<Response> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return app.fetch("/admin/users", {
    method: "POST",
    headers: {
      origin: app.url,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: body.toString(),
  });
}

/**
 * For the tests of /admin/users: the demo admin signed in for the enclosing `describe`, a post to
 * the page (as that admin unless another session's cookie is given) and a member's profile.
 */
export function useUserAdmin(app: TestApp) {
  const admin = useSignedIn(app, "admin@celestial.example");
  return {
    admin,
    postUsers: (fields: Record<string, string | string[]>, cookie = admin.cookie) =>
      userAction(app, fields, cookie),
    profile: (email: string) => profileOf(app, email),
  };
}
