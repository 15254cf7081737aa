// The guidance block that the Storybook docs page of each component shows after its description.
import { useOf } from "@storybook/addon-docs/blocks";
import { guidance } from "./guidance.ts";

/** The guidance block of the current docs page (empty on pages without an entry, such as the guides). */
export function GuidanceBlock() {
  const { preparedMeta } = useOf("meta", ["meta"]);
  const entry = guidance[preparedMeta.title];
  if (!entry) return null;
  const rows: [string, string][] = [
    ["Status", entry.status],
    ["When to use", entry.use],
    ["When not to use", entry.avoid],
    ["Content", entry.content],
  ];
  return (
    <section
      aria-label="Guidance"
      className="sb-unstyled my-6 rounded-xl border border-ink-200 p-5 text-sm text-ink-700"
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, text]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-900">{term}</dt>
            <dd className="m-0">{text}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 mb-2 text-base font-semibold text-ink-900">Accessibility</h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <div className="contents">
          <dt className="font-semibold text-ink-900">Keyboard</dt>
          <dd className="m-0">{entry.keyboard}</dd>
        </div>
        <div className="contents">
          <dt className="font-semibold text-ink-900">Roles</dt>
          <dd className="m-0">{entry.roles}</dd>
        </div>
      </dl>
    </section>
  );
}
