import { spriteIcon } from "#app/ui/icon.tsx";

const ChevronDown = spriteIcon("chevron-down");

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * Questions as a native disclosure (`<details>`/`<summary>`): keyboard and screen-reader support
 * come with the element, and it works before (and without) JavaScript.
 */
export function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqEntry[];
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {items.map((item) => (
        <details key={item.id} id={`faq-${item.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 hover:bg-surface-raised [&::-webkit-details-marker]:hidden">
            <Heading className="text-base font-semibold text-ink">{item.question}</Heading>
            <ChevronDown className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-5 pb-5 text-ink-muted">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
