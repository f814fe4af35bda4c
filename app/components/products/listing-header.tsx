import { Eyebrow } from "#app/components/blocks/eyebrow.tsx";
/** The top of a product listing page: the eyebrow, the page's one h1 and the lead. */
export function ListingHeader(props: {
  header: { eyebrow: string; title: string; lead: string };
  /** Where the header sits: its width or its alignment. */
  className: string;
}) {
  const { header } = props;
  return (
    <header className={props.className}>
      <Eyebrow>{header.eyebrow}</Eyebrow>
      <h1 className="mt-4 font-display text-4xl font-semibold sm:text-5xl">{header.title}</h1>
      <p className="mt-6 text-lg text-muted-foreground">{header.lead}</p>
    </header>
  );
}
