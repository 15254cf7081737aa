// The positions editors' list (client only, after sign-in): open and closed positions, a form to add one or edit one,
// and close / open again. The function runs every call as the signed-in user, so row-level security decides what is
// saved (role positions_editor); a save starts the site's rebuild (the deploy hook), as a FAQ save does.
import type { staffPositionsPage } from "@solvix/content/pages/staff-positions";
// Types only: the rules (zod) stay out of the page, whose policy forbids the eval zod tries; the function checks.
import type { StoredPosition } from "@solvix/content/position-rules";
import { Button } from "@solvix/ui/components/button";
import { FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { useStaffCall } from "../auth/use-staff-call.ts";
import { useStaffSession } from "../auth/staff-session.ts";

type Copy = Omit<typeof staffPositionsPage, "path" | "seo" | "title" | "intro">;
type Choices = { locations: string[]; types: string[] };
type Editing = { slug: string | null; fields: Record<string, string> } | null;

const zone = "Asia/Singapore";
const day = (iso: string) => new Date(iso).toLocaleDateString("en-CA", { timeZone: zone });
const when = (iso: string) => new Date(iso).toLocaleDateString("en-SG", { dateStyle: "medium", timeZone: zone });
const selectClass = "h-11 rounded-lg border border-ink-300 bg-white px-3";

/** Skills as staff type them: one line, comma separated. */
const parseTags = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

async function answerOf(response: Response): Promise<{ error?: string; fields?: Record<string, string> }> {
  try {
    return (await response.json()) as { error?: string; fields?: Record<string, string> };
  } catch {
    return {};
  }
}

export function StaffPositions({ backend, copy, choices }: { backend: BackendSettings; copy: Copy; choices: Choices }) {
  const session = useStaffSession();
  const [list, setList] = useState<StoredPosition[] | "loading" | "failed">("loading");
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  const call = useStaffCall(backend, "positions");

  useEffect(() => {
    if (!session) return;
    let current = true;
    void call("")
      .then(async (response) =>
        response.ok ? ((await response.json()) as { positions: StoredPosition[] }).positions : ("failed" as const),
      )
      .catch(() => "failed" as const)
      .then((result) => current && setList(result));
    return () => {
      current = false;
    };
  }, [session, call, version]);

  if (!session) {
    return (
      <p>
        {copy.signIn.body} <Link to="/staff/sign-in">{copy.signIn.link}</Link>
      </p>
    );
  }
  if (list === "loading") return <p role="status">{copy.loading}</p>;
  if (list === "failed") return <p role="alert">{copy.failure}</p>;

  /** A save's answer: the list again and the published note, or the fields' messages, or the reason. */
  const settle = async (response: Response) => {
    if (response.ok) {
      setEditing(null);
      setErrors({});
      setMessage(copy.published);
      setVersion((v) => v + 1);
      return;
    }
    const answer = await answerOf(response);
    setErrors(answer.fields ?? {});
    setMessage(response.status === 403 ? copy.notEditor : (answer.error ?? copy.failure));
  };

  const send = async (path: string, method: "POST" | "PATCH", body: object) => {
    try {
      await settle(
        await call(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
      );
    } catch {
      setMessage(copy.failure);
    }
  };

  const save = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const text = (name: string) => String(data.get(name) ?? "");
    const closing = text("validThrough");
    const fields = {
      title: text("title"),
      location: text("location"),
      type: text("type"),
      description: text("description"),
      tags: parseTags(text("tags")),
      // The end of the chosen day in Singapore.
      validThrough: closing ? `${closing}T23:59:00+08:00` : null,
    };
    if (editing?.slug) void send(`/${editing.slug}`, "PATCH", fields);
    else void send("", "POST", { slug: text("slug"), ...fields });
  };

  const open = list.filter((position) => !position.closedAt);
  const closed = list.filter((position) => position.closedAt);
  const edit = (position: StoredPosition | null) => {
    setErrors({});
    setMessage("");
    setEditing({
      slug: position?.slug ?? null,
      fields: {
        slug: position?.slug ?? "",
        title: position?.title ?? "",
        location: position?.location ?? choices.locations[0] ?? "",
        type: position?.type ?? choices.types[0] ?? "",
        description: position?.description ?? "",
        tags: position?.tags.join(", ") ?? "",
        validThrough: position?.validThrough ? day(position.validThrough) : "",
      },
    });
  };

  const row = (position: StoredPosition) => (
    <li key={position.slug} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <span className="font-semibold">{position.title}</span>
      <span className="text-sm text-ink-600">
        {position.location}, {position.type}
      </span>
      {position.closedAt ? (
        <span className="text-sm text-ink-600">
          {copy.closedOn} {when(position.closedAt)}
        </span>
      ) : (
        <a href={`/careers/${position.slug}`} className="text-sm text-brand-700">
          /careers/{position.slug}
        </a>
      )}
      <span className="ms-auto flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={() => edit(position)}>
          {copy.edit}
          <span className="sr-only"> {position.title}</span>
        </Button>
        <Button
          type="button"
          size="sm"
          variant={position.closedAt ? "outline" : "secondary"}
          onClick={() => void send(`/${position.slug}`, "PATCH", { open: Boolean(position.closedAt) })}
        >
          {position.closedAt ? copy.reopen : copy.close}
          <span className="sr-only"> {position.title}</span>
        </Button>
      </span>
    </li>
  );

  return (
    <div className="flex flex-col gap-8">
      {message ? (
        <p role="status" className="font-medium">
          {message}
        </p>
      ) : null}
      {editing ? (
        <form
          aria-label={editing.slug ? `${copy.edit} ${editing.fields.title}` : copy.add}
          className="flex max-w-3xl flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6"
          onSubmit={(event) => {
            event.preventDefault();
            save(event.currentTarget);
          }}
        >
          {editing.slug ? null : (
            <FormField label={copy.labels.slug} error={errors.slug}>
              {(control) => (
                <>
                  <p className="text-sm text-ink-600">{copy.labels.slugHint}</p>
                  <Input {...control} name="slug" defaultValue={editing.fields.slug} required />
                </>
              )}
            </FormField>
          )}
          <FormField label={copy.labels.title} error={errors.title}>
            {(control) => <Input {...control} name="title" defaultValue={editing.fields.title} required />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={copy.labels.location} error={errors.location}>
              {(control) => (
                <select {...control} name="location" defaultValue={editing.fields.location} className={selectClass}>
                  {choices.locations.map((choice) => (
                    <option key={choice}>{choice}</option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={copy.labels.type} error={errors.type}>
              {(control) => (
                <select {...control} name="type" defaultValue={editing.fields.type} className={selectClass}>
                  {choices.types.map((choice) => (
                    <option key={choice}>{choice}</option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField label={copy.labels.description} error={errors.description}>
            {(control) => (
              <Textarea {...control} name="description" defaultValue={editing.fields.description} required />
            )}
          </FormField>
          <FormField label={copy.labels.tags} error={errors.tags}>
            {(control) => (
              <>
                <p className="text-sm text-ink-600">{copy.labels.tagsHint}</p>
                <Input {...control} name="tags" defaultValue={editing.fields.tags} required />
              </>
            )}
          </FormField>
          <FormField label={copy.labels.validThrough} error={errors.validThrough}>
            {(control) => (
              <>
                <p className="text-sm text-ink-600">{copy.labels.validThroughHint}</p>
                <Input {...control} type="date" name="validThrough" defaultValue={editing.fields.validThrough} />
              </>
            )}
          </FormField>
          <div className="flex gap-3">
            <Button type="submit">{copy.save}</Button>
            <Button type="button" variant="outline" onClick={() => setEditing(null)}>
              {copy.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" className="self-start" onClick={() => edit(null)}>
          {copy.add}
        </Button>
      )}
      {(
        [
          [copy.openTitle, open],
          [copy.closedTitle, closed],
        ] as const
      ).map(([title, positions]) => (
        <section key={title} aria-label={title} className="flex flex-col gap-3">
          <h2 className="text-xl">
            {title} ({positions.length})
          </h2>
          {positions.length ? (
            <ul className="flex flex-col divide-y divide-ink-200 rounded-xl border border-ink-200 bg-white">
              {positions.map(row)}
            </ul>
          ) : (
            <p>{copy.none}</p>
          )}
        </section>
      ))}
    </div>
  );
}
