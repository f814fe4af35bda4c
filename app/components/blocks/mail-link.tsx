/** An e-mail address written out as the link that writes to it. */
export function MailLink(props: { address: string }) {
  return (
    <a className="text-primary underline" href={`mailto:${props.address}`}>
      {props.address}
    </a>
  );
}
