/** A revenue figure of an admin list: real payments only, and the page says so. */
export function LiveRevenue(props: { label: string; amount: string }) {
  return (
    <p className="rounded-2xl border bg-card p-4">
      <span className="text-muted-foreground">{props.label} (real payments only): </span>
      <strong className="text-lg">{props.amount}</strong>
      <span className="block text-sm text-muted-foreground">
        Test payments are labelled and left out of this figure.
      </span>
    </p>
  );
}
