// PlaceholderCards: articles not written yet, marked "Coming soon", without links.
import { Badge } from "@solvix/ui/components/badge";

/** Articles that are not written yet: title, description and a 'Coming soon' marker, no link. */
export function PlaceholderCards({
  items,
  label,
  comingSoonLabel,
  columns = 2,
}: {
  items: readonly { title: string; description: string }[];
  label: string;
  comingSoonLabel: string;
  columns?: 2 | 4;
}) {
  return (
    <ul
      aria-label={label}
      className={columns === 4 ? "grid gap-5 sm:grid-cols-2 xl:grid-cols-4" : "grid gap-5 sm:grid-cols-2"}
    >
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col gap-3 rounded-2xl border border-dashed border-ink-300 bg-ink-50 p-6"
        >
          <Badge className="self-start">{comingSoonLabel}</Badge>
          <h3 className="text-lg text-ink-800">{item.title}</h3>
          <p className="text-sm text-ink-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
