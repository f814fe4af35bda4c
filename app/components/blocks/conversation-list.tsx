type Exchange = { agent: string; ask: string; reply: string };

/** Sample exchanges: what a person says, and which agent answers with what. */
export function ConversationList(props: { items: Exchange[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2">
      {props.items.map((item) => (
        <li key={item.ask} className="space-y-3 rounded-2xl border bg-card p-6">
          <p className="ml-auto w-fit max-w-[90%] rounded-2xl rounded-br-sm bg-muted px-4 py-2">
            <span className="sr-only">You: </span>
            {item.ask}
          </p>
          <p className="w-fit max-w-[90%] rounded-2xl rounded-bl-sm border border-primary/60 px-4 py-2">
            <span className="block text-xs font-semibold tracking-wider text-primary uppercase">
              {item.agent}
            </span>
            {item.reply}
          </p>
        </li>
      ))}
    </ul>
  );
}
