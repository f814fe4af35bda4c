import { listAllProducts, toggleProductFlag } from "#app/.server/admin/products.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { AdminTable } from "#app/components/admin/admin-table.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { formatPrice } from "#app/lib/money.ts";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { ProductQuickSchema } from "#app/schemas/admin-product.ts";
import type { Route } from "./+types/products";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  return { products: await listAllProducts(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context.services);
  const submission = await parseFormPost(request, ProductQuickSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { intent, id } = submission.value;
  const flag = intent === "toggle-stock" ? "inStock" : "hidden";
  await toggleProductFlag(context.services.db, id, flag);
  await auditAdminAction(context.services.db, request, admin, {
    action: "product.toggle",
    target: id,
    details: { flag },
  });
  return { ok: true };
}

/** The flags an admin flips from the list, a column each. */
const TOGGLES = [
  { intent: "toggle-stock", label: "In stock", flag: "inStock" },
  { intent: "toggle-hidden", label: "Hidden", flag: "hidden" },
] as const;

function ToggleButton(props: {
  id: string;
  intent: string;
  label: string;
  pressed: boolean;
  name: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        name="intent"
        value={props.intent}
        aria-pressed={props.pressed}
        aria-label={`${props.label}: ${props.name}`}
        className={buttonClass({ size: "sm", variant: props.pressed ? "primary" : "outline" })}
      >
        {props.label}
      </button>
    </Form>
  );
}

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell title="Products" description="Everything the shop sells: edit, restock or hide.">
      <Link to="/admin/products/new" className={buttonClass()}>
        Add Product
      </Link>
      <AdminTable
        caption="Products"
        columns={["Name", "Type", "Price", ...TOGGLES.map((toggle) => toggle.label)]}
        rows={loaderData.products}
        renderRow={(product) => (
          <tr key={product.id}>
            <td className="p-3">
              <Link
                to={`/admin/products/${product.id}`}
                className="font-medium text-primary hover:underline"
              >
                {product.name}
              </Link>
              <span className="block text-xs text-muted-foreground">{product.category}</span>
            </td>
            <td className="p-3 capitalize">{product.type}</td>
            <td className="p-3">{formatPrice(product.price)}</td>
            {TOGGLES.map((toggle) => (
              <td key={toggle.intent} className="p-3">
                <ToggleButton
                  id={product.id}
                  intent={toggle.intent}
                  label={toggle.label}
                  pressed={product[toggle.flag]}
                  name={product.name}
                />
              </td>
            ))}
          </tr>
        )}
      />
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, "Products");
