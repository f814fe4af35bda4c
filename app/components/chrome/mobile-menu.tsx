import { SearchForm } from "#app/components/search/search-form.tsx";
import { CartLink } from "#app/components/shop/cart-link.tsx";
import { buttonClass } from "#app/components/ui/button-styles.ts";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { SpriteIcon } from "#app/components/ui/sprite-icon.tsx";
import { primaryNav, requestAccessLink } from "#app/content/navigation.ts";
import type { ChromeUser } from "#app/lib/chrome-user.ts";
import { Link } from "#app/lib/links.tsx";

type MobileMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: ChromeUser | null;
};

/** The slide-in menu for narrow screens: search, the main links, cart and account. */
export default function MobileMenu(props: MobileMenuProps) {
  const { open, onOpenChange, user } = props;
  const close = () => onOpenChange(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="right" closeLabel="Close menu" className="overflow-y-auto">
        <DialogTitle className="font-display text-xl">Menu</DialogTitle>
        <DialogDescription className="sr-only">
          Site navigation, search, cart and account
        </DialogDescription>
        <SearchForm
          id="mobile-search"
          className="mt-6 rounded-full border border-border px-3"
          inputClassName="h-10 text-sm"
          onSearched={close}
        />
        <nav aria-label="Mobile" className="mt-6">
          <ul className="space-y-1">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  onClick={close}
                  className="block rounded-lg px-3 py-2 hover:bg-muted"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-3 border-t border-border pt-6">
          <CartLink showLabel className="inline-flex self-start" />
          <Link
            to={user ? "/dashboard" : "/auth"}
            onClick={close}
            className="inline-flex items-center gap-2 rounded-full px-2.5 py-2 hover:bg-muted"
          >
            <SpriteIcon name="user-round" className="h-5 w-5" />
            {user ? (user.firstName ?? user.email) : "Log In"}
          </Link>
          <Link
            to={requestAccessLink.href}
            onClick={close}
            className={buttonClass({ className: "w-full" })}
          >
            {requestAccessLink.label}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
