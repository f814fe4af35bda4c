import type { VoiceLines as VoiceLinesData } from "#app/content/schemas/avatars.ts";
import { Section } from "./section.tsx";

/** Lines an avatar says, as quotations under one heading. */
export function VoiceLines(props: { voice: VoiceLinesData; className?: string }) {
  return (
    <Section intro={props.voice} className={props.className}>
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4">
        {props.voice.lines.map((line) => (
          <li key={line}>
            <blockquote className="rounded-2xl border-l-4 border-primary bg-card px-6 py-4 font-display text-xl">
              <p>“{line}”</p>
            </blockquote>
          </li>
        ))}
      </ul>
    </Section>
  );
}
