import { getFormProps } from "@conform-to/react";
import { data } from "react-router";
import { createProduct, getProductForm, updateProduct } from "#app/.server/admin/products.ts";
import { findMediaByIds } from "#app/.server/media/find-media.ts";
import { unusablePictures } from "#app/.server/media/product-pictures.ts";
import { auditAdminAction } from "#app/.server/web/admin-audit.ts";
import { invalidForm, parseFormPost } from "#app/.server/web/form-post.ts";
import { requireAdmin } from "#app/.server/web/session.ts";
import { redirectWithToast } from "#app/.server/web/toast.ts";
import { AdminShell } from "#app/components/admin/admin-shell.tsx";
import { ReturnLink } from "#app/components/blocks/back-link.tsx";
import { FormErrors } from "#app/components/forms/field-parts.tsx";
import { CheckboxField, Field, SelectField, TextareaField } from "#app/components/forms/fields.tsx";
import { useSchemaForm } from "#app/components/forms/use-schema-form.ts";
import { PictureListField } from "#app/components/media/picture-list-field.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { PRODUCT_CATEGORIES, PRODUCT_TYPES } from "#app/lib/domain.ts";
import { DEFAULT_EVENT_TIME_ZONE, EVENT_TIME_ZONES } from "#app/lib/event-time-zones.ts";
import { Form } from "#app/lib/links.tsx";
import { privatePageMeta } from "#app/lib/seo/meta.ts";
import { PRODUCT_ART, ProductFormSchema } from "#app/schemas/admin-product.ts";
import type { Route } from "./+types/product-edit";

/** /admin/products/new creates; /admin/products/{id} edits. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdmin(request, context.services);
  if (!params.id) return { product: null, pictures: [] };
  const product = await getProductForm(context.services.db, params.id);
  if (!product) throw data({ message: "No such product" }, { status: 404 });
  const found = await findMediaByIds(context.services.db, product.pictures);
  return { product, pictures: product.pictures.flatMap((id) => found.get(id) ?? []) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const admin = await requireAdmin(request, services);
  const submission = await parseFormPost(request, ProductFormSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const form = submission.value;
  const pictureProblem = await unusablePictures(services.db, form.pictures);
  if (pictureProblem) {
    return data(
      { result: submission.reply({ fieldErrors: { pictures: [pictureProblem] } }) },
      { status: 400 },
    );
  }
  if (params.id) {
    // The id is the product's address: it never changes once created.
    const updated = await updateProduct(services.db, params.id, { ...form, id: params.id });
    if (!updated) throw data({ message: "No such product" }, { status: 404 });
  } else if (!(await createProduct(services.db, form))) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { id: ["A product with this id already exists"] },
        }),
      },
      { status: 409 },
    );
  }
  await auditAdminAction(services.db, request, admin, {
    action: params.id ? "product.update" : "product.create",
    target: params.id ?? form.id,
    details: { name: form.name, price: form.price },
  });
  return redirectWithToast(services, "/admin/products", {
    type: "success",
    title: `Saved ${form.name}`,
  });
}

const timeZoneOptions = EVENT_TIME_ZONES.map(({ zone, label }) => ({
  value: zone,
  label: `${label} (${zone})`,
}));

const checkboxes = [
  { name: "inStock", label: "In stock" },
  { name: "availableForPurchase", label: "Available for purchase" },
  { name: "hidden", label: "Hidden from the shop" },
] as const;

export default function ProductEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData;
  const [form, fields] = useSchemaForm(ProductFormSchema, {
    id: "product-form",
    lastResult: actionData?.result,
    validateOn: "onBlur",
    defaultValue: product
      ? {
          ...product,
          price: String(product.price),
          oldPrice: product.oldPrice?.toString(),
          eventTimeZone: product.eventTimeZone ?? DEFAULT_EVENT_TIME_ZONE,
        }
      : {
          inStock: true,
          availableForPurchase: true,
          image: PRODUCT_ART[0],
          eventTimeZone: DEFAULT_EVENT_TIME_ZONE,
        },
  });
  const selects = [
    { field: fields.category, label: "Category", options: PRODUCT_CATEGORIES },
    { field: fields.type, label: "Type", options: PRODUCT_TYPES },
    { field: fields.image, label: "Image", options: PRODUCT_ART },
  ];
  return (
    <AdminShell title={product ? `Edit ${product.name}` : "Add Product"}>
      <ReturnLink to="/admin/products" label="All products" />
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-4 rounded-2xl border bg-card p-6 md:grid-cols-2"
      >
        <div className="md:col-span-2">
          <FormErrors id={form.errorId} errors={form.errors} />
        </div>
        {product ? (
          <input type="hidden" name="id" value={product.id} />
        ) : (
          <Field field={fields.id} label="Id (the address /product/{id})" />
        )}
        <Field field={fields.name} label="Name" />
        <Field field={fields.description} label="Short description" className="md:col-span-2" />
        <TextareaField
          field={fields.longDescription}
          label="Long description"
          className="md:col-span-2"
        />
        <Field field={fields.price} label="Price (USD)" inputMode="numeric" />
        <Field field={fields.oldPrice} label="Old price (optional)" inputMode="numeric" />
        {selects.map(({ field, label, options }) => (
          <SelectField
            key={field.name}
            field={field}
            label={label}
            options={options.map((option) => ({ value: option, label: option }))}
          />
        ))}
        <PictureListField
          field={fields.pictures}
          initial={loaderData.pictures}
          label="Pictures from the media library"
          hint="The first is the main one, on the product's card. Without any, the image chosen above is shown."
          className="md:col-span-2"
        />
        <Field field={fields.tags} label="Tags (comma separated)" />
        <Field field={fields.badge} label="Badge (optional)" />
        <Field field={fields.sku} label="SKU (optional)" />
        <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-sm font-medium">Event (events only)</legend>
          <Field field={fields.eventDate} label="Date" type="date" />
          <SelectField field={fields.eventTimeZone} label="Time zone" options={timeZoneOptions} />
          <Field field={fields.eventStart} label="Starts at" type="time" />
          <Field field={fields.eventEnd} label="Ends at" type="time" />
          <Field
            field={fields.eventEndDate}
            label="Ends on (optional)"
            type="date"
            hint="Only for an event that ends on a later day, such as past midnight."
          />
          <Field field={fields.location} label="Location" />
          <Field
            field={fields.externalUrl}
            label="External registration URL (optional)"
            type="url"
          />
        </fieldset>
        <fieldset className="flex flex-wrap gap-6 md:col-span-2">
          <legend className="mb-2 text-sm font-medium">Availability</legend>
          {checkboxes.map(({ name, label }) => (
            <CheckboxField key={name} field={fields[name]} label={label} />
          ))}
        </fieldset>
        <div className="md:col-span-2">
          <button type="submit" className={buttonClass()}>
            Save Product
          </button>
        </div>
      </Form>
    </AdminShell>
  );
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) =>
  privatePageMeta(matches, loaderData?.product ? `Edit ${loaderData.product.name}` : "Add Product");
