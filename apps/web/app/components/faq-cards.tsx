// The FAQ page's question-and-answer cards, all open so they read in full without JavaScript.
import { memo } from "react";

export type FaqCardItem = { id: number; question: string; answer: string };

/**
 * The FAQ page's question-and-answer cards, all open (readable in full without JavaScript). Each card carries the
 * stable id `faq-<id>` that links and the staff editor address it by.
 */
export const FaqCards = memo(function FaqCards({ items, label }: { items: readonly FaqCardItem[]; label: string }) {
  return (
    <ol className="flex flex-col gap-4" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} id={`faq-${item.id}`} data-faq-id={item.id} className="scroll-mt-24">
          <article className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6 shadow-xs">
            <h2 className="text-lg leading-snug font-semibold">{item.question}</h2>
            <p className="leading-relaxed text-ink-700">{item.answer}</p>
          </article>
        </li>
      ))}
    </ol>
  );
});
