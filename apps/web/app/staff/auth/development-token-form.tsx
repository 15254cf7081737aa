// The development-only sign-in of a build for the embedded local backend: a pasted token minted with the local key.
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { Button } from "@solvix/ui/components/button";
import { Card } from "@solvix/ui/components/card";
import { FormField, Textarea } from "@solvix/ui/components/form-field";
import { fillParts } from "@solvix/ui/lib/template-parts";
import { useState } from "react";
import { storeDevelopmentToken } from "./dev-token.ts";

/** Says that no project is configured, and takes a token minted by `supabase/scripts/mint-dev-token.ts`. */
export function DevelopmentTokenForm({
  texts,
  disabled,
  initialError,
}: {
  texts: StaffSignInTexts["developmentToken"];
  disabled: boolean;
  initialError: string;
}) {
  const [token, setToken] = useState("");
  const [error, setError] = useState("");
  const shown = error || initialError;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      storeDevelopmentToken(token, texts.errors);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-xl border border-ink-200 bg-white px-4 py-3 text-ink-800">
        {fillParts(texts.noProject, { setting: <code>{texts.setting}</code> })}
      </p>
      <Card variant="muted" className="gap-4 border-2 border-dashed border-ink-400 p-6">
        <h2 className="text-xl font-semibold text-ink-900">{texts.title}</h2>
        <p className="text-sm text-ink-700">
          {fillParts(texts.instructions, {
            command: <code className="break-all">{texts.command}</code>,
            address: <code>{texts.address}</code>,
          })}
        </p>
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="flex flex-col gap-4"
          aria-label={texts.label}
        >
          <FormField label={texts.label} error={shown || undefined}>
            {(control) => (
              <Textarea
                {...control}
                name="token"
                rows={4}
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-sm"
                value={token}
                onChange={(event) => setToken(event.target.value)}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" variant="secondary" disabled={disabled || !token.trim()}>
              {texts.submit}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
