// The e-mail and password sign-in form (Supabase Auth), shown when the build names a Supabase project.
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { Button } from "@solvix/ui/components/button";
import { FieldError, FormField, Input } from "@solvix/ui/components/form-field";
import { useState } from "react";

/** Signs in with an e-mail and password; rejects with an error whose `reason` is "unreachable" or "rejected". */
export type SignIn = (email: string, password: string) => Promise<void>;

/** Checks the two fields, then signs in; supabase-js stores the session, which every staff page reads. */
export function PasswordForm({
  copy,
  disabled,
  signIn,
}: {
  copy: StaffSignInTexts;
  disabled: boolean;
  signIn: SignIn;
}) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState("");
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const problems = {
      email: /^\S+@\S+\.\S+$/.test(email.trim()) ? undefined : copy.emailMissing,
      password: password ? undefined : copy.passwordMissing,
    };
    setMissing(problems);
    setFailure("");
    if (problems.email || problems.password) return;
    setBusy(true);
    try {
      await signIn(email.trim(), password);
      setPassword("");
    } catch (error) {
      const unreachable = error instanceof Error && "reason" in error && error.reason === "unreachable";
      setFailure(unreachable ? copy.unreachable : copy.failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
      aria-label={copy.formLabel}
    >
      <FormField label={copy.emailLabel} error={missing.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={copy.passwordLabel} error={missing.password}>
        {(control) => (
          <Input
            {...control}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </FormField>
      {failure ? <FieldError role="alert">{failure}</FieldError> : null}
      <div>
        <Button type="submit" disabled={disabled || busy}>
          {busy ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
