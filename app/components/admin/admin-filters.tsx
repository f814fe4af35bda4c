import type { ComponentProps, ReactNode } from "react";
import { Form } from "react-router";
import { Label } from "#app/components/forms/field-parts.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Select, SelectOptions } from "#app/components/ui/select.tsx";

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
