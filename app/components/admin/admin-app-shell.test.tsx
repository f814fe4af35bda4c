import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { AdminAppShell } from "./admin-app-shell.tsx";
import { ADMIN_SECTIONS } from "./admin-sections.ts";

let initialOpen = true;

function Page() {
  return (
    <AdminAppShell initialOpen={initialOpen}>
      <h1>Users</h1>
      <label>
        Search users <input type="search" />
      </label>
      <label>
        Note <textarea />
      </label>
      <label>
        Agree <input type="checkbox" />
      </label>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text editor is an editable element like this one. */}
      <div role="textbox" aria-label="Editor" contentEditable tabIndex={0} />
    </AdminAppShell>
  );
}

const Stub = createRoutesStub([{ path: "/admin/users", Component: Page }]);

function renderShell(open: boolean) {
  initialOpen = open;
  render(<Stub initialEntries={["/admin/users"]} />);
  return document.getElementById("admin-sidebar") as HTMLElement;
}

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets what the shell wrote.
  document.cookie = "sidebar_state=; Max-Age=0; Path=/";
};

// The shell loads the tooltips at once; importing them here keeps the waits below about behaviour.
beforeAll(async () => {
  await import("#app/components/ui/tooltip-layer.tsx");
});

// jsdom has no media queries: the window is wide, so the shortcut folds the sidebar (not a drawer).
beforeEach(() => {
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
  clearCookie();
});
afterEach(clearCookie);

describe("the admin sidebar", () => {
  test("starts as the server drew it, from the cookie", () => {
    expect(renderShell(false).dataset.state).toBe("collapsed");
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeTruthy();
  });

  test("its button collapses and reopens it, and the cookie keeps the state", async () => {
    const user = userEvent.setup();
    const sidebar = renderShell(true);
    expect(sidebar.dataset.state).toBe("expanded");
    const collapse = () => screen.getByRole("button", { name: "Collapse sidebar" });
    // Radix's trigger, once the tooltip has wrapped the button, says whether its tooltip is open.
    await waitFor(() => expect(collapse().dataset.state).toBe("closed"));
    await user.click(collapse());
    expect(sidebar.dataset.state).toBe("collapsed");
    expect(document.cookie).toContain("sidebar_state=false");
    const expand = screen.getByRole("button", { name: "Expand sidebar" });
    expect(expand.getAttribute("aria-expanded")).toBe("false");
    await user.click(expand);
    expect(sidebar.dataset.state).toBe("expanded");
    expect(document.cookie).toContain("sidebar_state=true");
  });

  test("Ctrl+B and Cmd+B toggle it from the page", async () => {
    const user = userEvent.setup();
    const sidebar = renderShell(true);
    await user.keyboard("{Control>}b{/Control}");
    expect(sidebar.dataset.state).toBe("collapsed");
    await user.keyboard("{Meta>}b{/Meta}");
    expect(sidebar.dataset.state).toBe("expanded");
    // Another modifier makes it another shortcut.
    await user.keyboard("{Control>}{Shift>}b{/Shift}{/Control}");
    expect(sidebar.dataset.state).toBe("expanded");
  });

  test("Ctrl+B and Cmd+B typed in a field or an editor stay with it", async () => {
    const user = userEvent.setup();
    const sidebar = renderShell(true);
    for (const field of [
      screen.getByLabelText("Search users"),
      screen.getByLabelText("Note"),
      screen.getByRole("textbox", { name: "Editor" }),
    ]) {
      await user.click(field);
      await user.keyboard("{Control>}b{/Control}");
      await user.keyboard("{Meta>}b{/Meta}");
      expect(sidebar.dataset.state).toBe("expanded");
    }
    // A checkbox takes no text: the shortcut is the page's.
    fireEvent.keyDown(screen.getByLabelText("Agree"), { key: "b", ctrlKey: true, bubbles: true });
    expect(sidebar.dataset.state).toBe("collapsed");
  });

  test("marks the current section and lists every section as a link", () => {
    renderShell(true);
    const nav = screen.getByRole("navigation", { name: "Admin" });
    const current = nav.querySelector("[aria-current='page']");
    expect(current?.textContent).toBe("Users");
    const labels = [...nav.querySelectorAll("a")].map((link) => link.textContent);
    expect(labels).toEqual(
      ADMIN_SECTIONS.flatMap((group) => group.links.map((link) => link.label)),
    );
    expect(labels).toContain("Mail Outbox");
  });
});
