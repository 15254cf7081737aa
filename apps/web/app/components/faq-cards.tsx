// The FAQ page's question-and-answer cards, all open so they read in full without JavaScript.
import { memo } from "react";
import { Link } from "react-router";

export type FaqCardItem = { id: number; question: string; answer: string };

/** The call to action inside the list, after every `every` cards but the last. */
export type FaqInlineCta = { text: string; link: { label: string; href: string }; every: number };

/**
 * The FAQ page's question-and-answer cards, all open (readable in full without JavaScript). Each card carries the
 * stable id `faq-<id>` that links and the staff editor address it by.
 */
export const FaqCards = memo(function FaqCards({
  items,
  label,
  cta,
}: {
  items: readonly FaqCardItem[];
  label: string;
  cta?: FaqInlineCta | undefined;
}) {
  return (
    <ol className="flex flex-col gap-4" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.id} id={`faq-${item.id}`} data-faq-id={item.id} className="flex scroll-mt-24 flex-col gap-4">
          <article className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-6 shadow-xs">
            <h2 className="text-lg leading-snug font-semibold">{item.question}</h2>
            <p className="leading-relaxed text-ink-700">{item.answer}</p>
          </article>
          {cta && (index + 1) % cta.every === 0 && index < items.length - 1 ? (
            <p data-slot="faq-inline-cta" className="rounded-2xl bg-brand-950 p-5 text-brand-100">
              {cta.text}{" "}
              <Link to={cta.link.href} className="font-semibold text-white underline underline-offset-4">
                {cta.link.label}
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
});
