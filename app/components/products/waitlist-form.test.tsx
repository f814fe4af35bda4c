import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeAll, expect, test } from "vitest";
import { WaitlistForm } from "#app/components/products/waitlist-form.tsx";

const posted: string[] = [];

function VaultPage() {
  return <WaitlistForm list="vault" />;
}

const Stub = createRoutesStub([
  { path: "/vault", Component: VaultPage },
  {
    path: "/resources/waitlist",
    action: async ({ request }) => {
      const form = await request.formData();
      posted.push(String(form.get("email")));
      return { result: { status: "success" }, joined: true, message: "You're on the list." };
    },
  },
]);

// The schema and Zod's parser load when the visitor starts on the form; loaded once here, the
// test is about what the form does with them, not how fast this machine transforms a module.
beforeAll(async () => {
  await Promise.all([import("#app/schemas/waitlist.ts"), import("@conform-to/zod/v4")]);
});

test("a bad address is refused in the browser with the server's message, which goes once it is fixed", async () => {
  const user = userEvent.setup();
  render(<Stub initialEntries={["/vault"]} />);
  const email = screen.getByLabelText("Email address");

  await user.type(email, "not-an-address");
  await user.click(screen.getByRole("button", { name: "Join Waitlist" }));
  expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
  expect(email.getAttribute("aria-invalid")).toBe("true");
  expect(posted).toEqual([]);

  await user.clear(email);
  await user.type(email, "fan@example.com");
  expect(screen.queryByText("Please enter a valid email address")).toBeNull();
  expect(email.getAttribute("aria-invalid")).toBeNull();

  await user.click(screen.getByRole("button", { name: "Join Waitlist" }));
  expect((await screen.findByRole("status")).textContent).toContain("You're on the list.");
  expect(posted).toEqual(["fan@example.com"]);
});
