import type { ComponentProps, ReactNode } from "react";
import { Label } from "#app/components/forms/field-parts.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import { Input } from "#app/components/ui/input.tsx";
import { Select, SelectOptions } from "#app/components/ui/select.tsx";
import { Form } from "#app/lib/links.tsx";

/**
 * The filter bar above an admin list. It is a GET form, so a filtered list has an address of its
 * own (a reload or a shared link shows the same rows); `children` are its controls and buttons.
 */
export function AdminFilters(props: { children: ReactNode }) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
      {props.children}
    </Form>
  );
}

/** A labelled text box of the filter bar; by default it grows into the room the others leave. */
export function FilterInput({
  label,
  id,
  className = "grow",
  ...input
}: ComponentProps<"input"> & { id: string; label: string }) {
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <Input id={id} {...input} />
    </div>
  );
}

/** A labelled choice of the filter bar; its `placeholder` option (no value) means "any". */
export function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  defaultValue: string;
}) {
  return (
    <div>
      <Label htmlFor={props.id} label={props.label} />
      <Select id={props.id} name={props.name} defaultValue={props.defaultValue}>
        <SelectOptions options={props.options} placeholder={props.placeholder} />
      </Select>
    </div>
  );
}

/**
 * The filter bar of a list that can be exported: its choices, a search box (`q`), the Filter
 * button and a link that downloads the same rows (the query string carries the filter to the CSV).
 * Each control's id is `idPrefix` and its name, and it starts at the filter's current value.
 */
export function ExportableFilters(props: {
  idPrefix: string;
  filter: Partial<Record<string, string>>;
  selects: Omit<Parameters<typeof FilterSelect>[0], "id" | "defaultValue">[];
  searchPlaceholder: string;
  csvPath: string;
  query: string;
}) {
  return (
    <AdminFilters>
      {props.selects.map((select) => (
        <FilterSelect
          key={select.name}
          id={`${props.idPrefix}-${select.name}`}
          defaultValue={props.filter[select.name] ?? ""}
          {...select}
        />
      ))}
      <FilterInput
        id={`${props.idPrefix}-q`}
        label="Search"
        name="q"
        type="search"
        defaultValue={props.filter.q ?? ""}
        placeholder={props.searchPlaceholder}
      />
      <button type="submit" className={buttonClass({ variant: "outline" })}>
        Filter
      </button>
      <a href={`${props.csvPath}${props.query}`} className={buttonClass()} download>
        Export CSV
      </a>
    </AdminFilters>
  );
}
