import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { SiteChrome } from "#app/components/chrome/site-chrome.tsx";
import { CartCountContext } from "#app/lib/cart-count.tsx";
import type { ChromeUser } from "#app/lib/chrome-user.ts";
import type { PublicConfig } from "#app/lib/public-config.ts";

const config: PublicConfig = {
  siteName: "Celestial Collective",
  publicUrl: "https://celestial.example",
  emails: {
    operations: "operations@celestial.example",
    support: "support@celestial.example",
    academy: "academy@celestial.example",
  },
  social: { github: "https://github.example/celestial" },
  external: {
    academyApply: undefined,
    waitlistForm: undefined,
    podcast: { spotify: undefined, apple: undefined, youtube: undefined },
  },
  testPayments: false,
};

// The overlays and the account menu load on first use; importing them once here keeps every
// findBy below about behaviour rather than about how fast this machine transforms a module.
beforeAll(async () => {
  await Promise.all([
    import("#app/components/search/search-overlay.tsx"),
    import("#app/components/chrome/mobile-menu.tsx"),
    import("#app/components/chrome/user-menu.tsx"),
    import("#app/components/auth/auth-dialog-frame.tsx"),
    import("#app/components/auth/auth-dialog-panel.tsx"),
  ]);
});

function SearchTarget() {
  const location = useLocation();
  return <p>searched {location.search}</p>;
}

type ChromeOptions = { user?: ChromeUser | null; cartCount?: number; testPayments?: boolean };
let options: ChromeOptions = {};

function ChromeHarness() {
  const data = {
    user: options.user ?? null,
    theme: "dark" as const,
    config: { ...config, testPayments: options.testPayments ?? false },
  };
  return (
    <CartCountContext.Provider value={options.cartCount ?? 0}>
      <SiteChrome data={data}>
        <p>page body</p>
      </SiteChrome>
    </CartCountContext.Provider>
  );
}

const Stub = createRoutesStub([
  { path: "/", Component: ChromeHarness },
  { path: "/search", Component: SearchTarget },
]);

function renderChrome(chromeOptions: ChromeOptions = {}) {
  options = chromeOptions;
  return render(<Stub initialEntries={["/"]} />);
}

describe("the search overlay", () => {
  test("Ctrl+K opens it, Escape closes it", async () => {
    const user = userEvent.setup();
    renderChrome();
    expect(screen.queryByPlaceholderText("Search for tools...")).toBeNull();
    await user.keyboard("{Control>}k{/Control}");
    expect(await screen.findByPlaceholderText("Search for tools...")).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByPlaceholderText("Search for tools...")).toBeNull());
  });

  test("Cmd+K opens it too", async () => {
    const user = userEvent.setup();
    renderChrome();
    await user.keyboard("{Meta>}k{/Meta}");
    expect(await screen.findByPlaceholderText("Search for tools...")).toBeTruthy();
  });

  test("submits trimmed text to /search and ignores blank input", async () => {
    const user = userEvent.setup();
    renderChrome();
    await user.keyboard("{Control>}k{/Control}");
    const input = await screen.findByPlaceholderText("Search for tools...");
    await user.type(input, "   {Enter}");
    expect(screen.getByPlaceholderText("Search for tools...")).toBeTruthy();
    await user.type(input, " smart blazer {Enter}");
    expect(await screen.findByText("searched ?q=smart%20blazer")).toBeTruthy();
  });
});

describe("the header", () => {
  test("becomes scrolled only past 10 pixels", () => {
    renderChrome();
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header.dataset.scrolled).toBe("false");
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header.dataset.scrolled).toBe("true");
  });

  test("signed out: Log In and Request Access", () => {
    renderChrome();
    expect(screen.getByRole("link", { name: "Log In" }).getAttribute("href")).toBe("/auth");
    expect(screen.getByRole("link", { name: "Request Access" }).getAttribute("href")).toBe(
      "/waitlists",
    );
  });

  test("signed in: the avatar shows initials and the menu the quick links", async () => {
    const user = userEvent.setup();
    renderChrome({
      user: {
        id: "u1",
        email: "nova@x.example",
        firstName: "Nova",
        lastName: "Star",
        avatarUrl: null,
      },
    });
    expect(screen.queryByRole("link", { name: "Log In" })).toBeNull();
    const trigger = await screen.findByRole("button", { name: "NS: Account menu for Nova Star" });
    expect(trigger.textContent).toBe("NS");
    await user.click(trigger);
    const menu = await screen.findByRole("menu");
    expect(menu.textContent).toContain("nova@x.example");
    const items = screen.getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["Dashboard", "Shop", "Events", "Academy", "Settings", "Sign Out"]);
  });

  test("the cart badge caps at 99+", () => {
    renderChrome({ cartCount: 120 });
    expect(screen.getAllByTestId("cart-count")[0]?.textContent).toBe("99+");
  });

  test("the footer links the operations address and only configured social networks", () => {
    renderChrome();
    const mail = screen.getByRole("link", { name: "operations@celestial.example" });
    expect(mail.getAttribute("href")).toBe("mailto:operations@celestial.example");
    const social = screen.getByRole("list", { name: "Social media" });
    expect(social.querySelectorAll("a")).toHaveLength(1);
    expect(social.querySelector("a")?.getAttribute("target")).toBe("_blank");
  });
});

describe("the test mode notice", () => {
  test("shows while payments go to a test provider, saying no real payment is taken", () => {
    renderChrome({ testPayments: true });
    const notice = screen.getByRole("complementary", { name: "Test mode" });
    expect(notice.textContent).toContain("Test mode");
    expect(notice.textContent).toContain("no real payment is taken");
  });

  test("is absent when payments are real", () => {
    renderChrome();
    expect(screen.queryByRole("complementary", { name: "Test mode" })).toBeNull();
  });
});

describe("the auth dialog", () => {
  test("opens on open-auth-modal in the view it names, login by default", async () => {
    renderChrome();
    act(() => {
      window.dispatchEvent(new CustomEvent("open-auth-modal"));
    });
    // The dialog's code loads on its first opening: in a cold test run that import takes seconds.
    expect(
      await screen.findByRole("dialog", { name: "Welcome Back" }, { timeout: 10_000 }),
    ).toBeTruthy();
    act(() => {
      window.dispatchEvent(new CustomEvent("open-auth-modal", { detail: { view: "signup" } }));
    });
    expect(await screen.findByRole("dialog", { name: "Join the Collective" })).toBeTruthy();
  });
});
