import { SearchForm } from "#app/components/search/search-form.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";

/** The search dialog; Escape closes it (Radix handles that). */
export default function SearchOverlay(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { open, onOpenChange } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="top" closeLabel="Close search">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Search pages, products, events and stories. Press Escape to close.
        </DialogDescription>
        <SearchForm
          id="site-search"
          className="pr-8"
          inputClassName="h-11 text-lg"
          onSearched={() => onOpenChange(false)}
          suggest
        />
        <p className="mt-3 text-xs text-muted-foreground">
          Use <kbd className="rounded border border-border px-1">↑</kbd>{" "}
          <kbd className="rounded border border-border px-1">↓</kbd> to pick a suggestion,{" "}
          <kbd className="rounded border border-border px-1">Enter</kbd> to open or search,{" "}
          <kbd className="rounded border border-border px-1">Esc</kbd> to close.
        </p>
      </DialogContent>
    </Dialog>
  );
}
