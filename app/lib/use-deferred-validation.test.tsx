import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { expect, test, vi } from "vitest";
import { z } from "zod";
import { useDeferredValidation } from "#app/lib/use-deferred-validation.ts";

const schema = z.object({ email: z.email() });

/** A form that is only there once the page has read something (a cart) after the first render. */
function LateForm(props: {
  loadSchema: () => Promise<typeof schema>;
  onSubmit: (validated: boolean) => void;
}) {
  const [shown, setShown] = useState(false);
  const validate = useDeferredValidation("late", props.loadSchema);
  if (!shown) {
    return (
      <button type="button" onClick={() => setShown(true)}>
        Show the form
      </button>
    );
  }
  return (
    <form
      id="late"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(validate !== undefined);
      }}
    >
      <label>
        Email
        <input name="email" />
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

test("a form that appears after the first render loads its schema when it is first focused", async () => {
  const loadSchema = vi.fn(async () => schema);
  render(<LateForm loadSchema={loadSchema} onSubmit={() => undefined} />);
  fireEvent.click(screen.getByRole("button", { name: "Show the form" }));
  expect(loadSchema).not.toHaveBeenCalled();

  await act(async () => {
    fireEvent.focusIn(screen.getByLabelText("Email"));
  });
  expect(loadSchema).toHaveBeenCalledTimes(1);
});

test("a submit before the schema has arrived waits for it, then goes ahead once, validated", async () => {
  let arrive: (value: typeof schema) => void = () => undefined;
  const loadSchema = () =>
    new Promise<typeof schema>((resolve) => {
      arrive = resolve;
    });
  const submits: boolean[] = [];
  render(<LateForm loadSchema={loadSchema} onSubmit={(validated) => submits.push(validated)} />);
  fireEvent.click(screen.getByRole("button", { name: "Show the form" }));

  fireEvent.click(screen.getByRole("button", { name: "Send" }));
  expect(submits).toEqual([]);

  await act(async () => {
    arrive(schema);
  });
  await vi.waitFor(() => expect(submits).toEqual([true]));
});
