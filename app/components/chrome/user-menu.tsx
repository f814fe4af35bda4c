import { DropdownMenu } from "radix-ui";
import { accountMenuLinks } from "#app/content/navigation.ts";
import type { ChromeUser } from "#app/lib/chrome-user.ts";
import { Form, Link } from "#app/lib/links.tsx";
import { userDisplayName, userInitials } from "#app/lib/user-display.ts";

const itemClass =
  "block w-full cursor-pointer rounded-md px-3 py-2 text-left text-sm outline-none data-[highlighted]:bg-muted";

/** The avatar and its account menu; loaded only for signed-in visitors (see site-header). */
export default function UserMenu(props: { user: ChromeUser }) {
  const { user } = props;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground"
        // The initials are the trigger's visible text, so its name starts with them (a voice-control
        // user says what they see); a photo has no text to repeat.
        aria-label={
          user.avatarUrl
            ? `Account menu for ${userDisplayName(user)}`
            : `${userInitials(user)}: Account menu for ${userDisplayName(user)}`
        }
      >
        {user.avatarUrl ? (
          <img src={user.avatarUrl} alt="" width={40} height={40} className="h-full w-full" />
        ) : (
          <span aria-hidden>{userInitials(user)}</span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-card p-1 text-card-foreground shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold">{userDisplayName(user)}</span>
            <span className="block text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {accountMenuLinks.map((link) => (
            <DropdownMenu.Item key={link.href + link.label} asChild className={itemClass}>
              <Link to={link.href}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <Form method="post" action="/sign-out">
            <DropdownMenu.Item asChild className={itemClass} onSelect={(e) => e.preventDefault()}>
              <button type="submit">Sign Out</button>
            </DropdownMenu.Item>
          </Form>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
