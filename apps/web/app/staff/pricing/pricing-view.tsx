// What editors see on /staff/pricing, from what the page holds: the desk's loading or failure, the saved note, the
// "from" prices, the fee and rates form, and the calculator roles, each list with its form (adding or editing) or the
// button that opens it. No calls: staff-pricing.tsx loads and saves; the stories give it fixtures.
import { staffDay } from "@solvix/content/staff-time";
import { Button } from "@solvix/ui/components/button";
import { ConfirmDialog } from "@solvix/ui/components/dialog";
import { fillText } from "@solvix/ui/lib/template";
import type { ReactNode } from "react";
import { DeskForm } from "./desk-form.tsx";
import {
  draftOf,
  fieldsFor,
  money,
  type Choices,
  type Copy,
  type Desk,
  type Editing,
  type Kind,
} from "./pricing-desk.ts";

export type PricingViewProps = {
  desk: Desk | "loading" | "failed" | "denied";
  copy: Copy;
  choices: Choices;
  /** What the last save said (published, refused, failed), or nothing. */
  message: string;
  /** The form open for adding or changing a price or a role (the terms' form is always open). */
  editing: Editing | null;
  errors: Record<string, string>;
  saving?: boolean;
  onEdit: (editing: Editing | null) => void;
  onSave: (editing: Editing, form: HTMLFormElement) => void;
  /** Deletes a price or a role (from its confirmation): nothing once done, else the reason. */
  onRemove: (kind: "prices" | "roles", id: number) => Promise<string | undefined>;
};

export function PricingView(props: PricingViewProps) {
  const { desk, copy, choices, message, editing, errors, saving = false, onEdit, onSave, onRemove } = props;
  if (desk === "loading") return <p role="status">{copy.loading}</p>;
  if (desk === "denied") return <p role="alert">{copy.notEditor}</p>;
  if (desk === "failed") return <p role="alert">{copy.failure}</p>;

  const form = (kind: Kind, title: string, draft: Editing, cancel: boolean) => (
    <DeskForm
      title={title}
      fields={fieldsFor(kind, choices)}
      editing={draft}
      errors={editing?.kind === kind ? errors : {}}
      copy={copy}
      saving={saving}
      onSave={(element) => onSave(draft, element)}
      {...(cancel ? { onCancel: () => onEdit(null) } : {})}
    />
  );
  /** A list's rows with their Edit and Delete, then its form or its Add button. */
  const list = (
    kind: "prices" | "roles",
    add: string,
    rows: { id: number; name: string; line: ReactNode; published: boolean; row: object }[],
  ) => (
    <>
      {rows.length ? (
        <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
          {rows.map(({ id, name, line, published, row }) => (
            <li key={id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
              <span className="font-semibold">{name}</span>
              <span className="text-sm text-ink-700">{line}</span>
              <span className="text-sm text-ink-600">{published ? copy.shown : copy.draft}</span>
              <span className="ms-auto flex gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => onEdit(draftOf(kind, row as never, choices))}
                >
                  {copy.edit}
                  <span className="sr-only"> {name}</span>
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button type="button" size="sm" variant="secondary">
                      {copy.remove}
                      <span className="sr-only"> {name}</span>
                    </Button>
                  }
                  tone="danger"
                  texts={{ ...copy.removeDialog, title: fillText(copy.removeDialog.title, { name }) }}
                  failureMessage={copy.failure}
                  onConfirm={() => onRemove(kind, id)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{copy.none}</p>
      )}
      {editing?.kind === kind ? (
        form(
          kind,
          editing.id === undefined ? add : `${copy.edit} ${rows.find((row) => row.id === editing.id)?.name ?? ""}`,
          editing,
          true,
        )
      ) : (
        <Button type="button" className="self-start" onClick={() => onEdit(draftOf(kind, null, choices))}>
          {add}
        </Button>
      )}
    </>
  );
  const period = (value: "month" | "year") => (value === "month" ? copy.perMonth : copy.perYear);

  return (
    <div className="flex flex-col gap-12">
      {message ? (
        <p role="status" className="font-medium">
          {message}
        </p>
      ) : null}
      <section aria-labelledby="desk-prices" className="flex flex-col gap-4">
        <h2 id="desk-prices" className="text-xl">
          {copy.prices.title}
        </h2>
        <p className="max-w-3xl text-ink-700">{copy.prices.intro}</p>
        {list(
          "prices",
          copy.prices.add,
          desk.prices.map((price) => ({
            id: price.id,
            name: `${price.roleFamily}, ${price.country}`,
            line: `${money(price.amount, price.currency)} ${copy.perMonth}`,
            published: price.published,
            row: price,
          })),
        )}
      </section>
      <section aria-labelledby="desk-terms" className="flex flex-col gap-4">
        <h2 id="desk-terms" className="text-xl">
          {copy.terms.title}
        </h2>
        <p className="max-w-3xl text-ink-700">{copy.terms.intro}</p>
        <p className="text-sm text-ink-600">
          {desk.terms.rates
            ? fillText(copy.terms.ratesSetOn, { date: staffDay(desk.terms.rates.setAt) })
            : copy.terms.notSet}
        </p>
        {form(
          "terms",
          copy.terms.title,
          editing?.kind === "terms" ? editing : draftOf("terms", desk.terms, choices),
          false,
        )}
      </section>
      <section aria-labelledby="desk-roles" className="flex flex-col gap-4">
        <h2 id="desk-roles" className="text-xl">
          {copy.roles.title}
        </h2>
        <p className="max-w-3xl text-ink-700">{copy.roles.intro}</p>
        {list(
          "roles",
          copy.roles.add,
          desk.roles.map((role) => ({
            id: role.id,
            name: role.title,
            line: `${role.localMarket}: ${money(role.local.min, role.currency)}–${role.local.max.toLocaleString("en-US")}; remote ${money(role.remote.min, role.currency)}–${role.remote.max.toLocaleString("en-US")} ${period(role.period)} (${role.source})`,
            published: role.published,
            row: role,
          })),
        )}
      </section>
    </div>
  );
}
