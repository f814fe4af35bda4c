import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { preloadTooltips, Tooltip } from "./tooltip.tsx";

function renderSearchButton() {
  render(
    <Tooltip label="Search (Ctrl+K)">
      <button type="button" aria-label="Search (Ctrl+K)">
        icon
      </button>
    </Tooltip>,
  );
  return () => screen.getByRole("button", { name: "Search (Ctrl+K)" });
}

/** Radix wraps the control once the tooltip layer has loaded; its trigger then carries a state. */
async function untilWrapped(button: () => HTMLElement) {
  await waitFor(() => expect(button().dataset.state).toBe("closed"));
}

/*
 * The layer is loaded by a dynamic import, which on a busy machine can take longer than a wait's
 * default second: importing it up front leaves the tests only the swap to wait for.
 */
beforeAll(() => import("./tooltip-layer.tsx"), 30_000);

afterEach(() => vi.useRealTimers());

describe("a tooltip", () => {
  test("waits 700 ms under the pointer before it shows, and Escape hides it", async () => {
    const button = renderSearchButton();
    fireEvent.pointerEnter(button());
    await untilWrapped(button);
    vi.useFakeTimers();
    fireEvent.pointerMove(button(), { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole("tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole("tooltip").textContent).toBe("Search (Ctrl+K)");
    expect(button().dataset.state).toBe("delayed-open");
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
    // The control keeps its own name; the tooltip only describes it while shown.
    expect(button().getAttribute("aria-label")).toBe("Search (Ctrl+K)");
  });

  test("shows at once on keyboard focus", async () => {
    const button = renderSearchButton();
    preloadTooltips();
    await untilWrapped(button);
    act(() => button().focus());
    expect(screen.getByRole("tooltip").textContent).toBe("Search (Ctrl+K)");
  });

  test("a control focused before the layer loads keeps the focus when it is wrapped", async () => {
    // A fresh copy of the module (and of React with it), whose layer has not loaded yet.
    vi.resetModules();
    const library = await import("@testing-library/react");
    await import("./tooltip-layer.tsx");
    const { Tooltip: FreshTooltip } = await import("./tooltip.tsx");
    library.render(
      <FreshTooltip label="Switch to light theme">
        <button type="button" aria-label="Switch to light theme">
          icon
        </button>
      </FreshTooltip>,
    );
    const button = () => library.screen.getByRole("button", { name: "Switch to light theme" });
    const before = button();
    library.act(() => before.focus());
    await library.waitFor(() => expect(button().dataset.state).toBeDefined());
    expect(button()).not.toBe(before);
    expect(document.activeElement).toBe(button());
    library.cleanup();
  });
});
