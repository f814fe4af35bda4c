import { Section } from "#app/components/blocks/section.tsx";
import { WaitlistFormWhenUsed } from "#app/components/products/waitlist-form-when-used.tsx";
import type { WaitlistBlock } from "#app/content/schemas/product-pages.ts";

/** A titled band whose form really joins the named waitlist: a sign-up button must sign up. */
export function WaitlistBand(props: { block: WaitlistBlock; className?: string }) {
  const { block } = props;
  return (
    <Section intro={block} className={props.className ?? "bg-muted/40"}>
      <div className="mx-auto mt-8 max-w-xl">
        <WaitlistFormWhenUsed
          list={block.list}
          buttonLabel={block.buttonLabel}
          idPrefix={block.id}
        />
      </div>
    </Section>
  );
}
