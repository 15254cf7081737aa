// The staff sign-in panel: Supabase Auth, or a development token in a local build.
import type { StaffSignInTexts } from "@solvix/content/pages/staff-sign-in";
import { Button } from "@solvix/ui/components/button";
import { Card } from "@solvix/ui/components/card";
import { FieldError, FormField, Input, Textarea } from "@solvix/ui/components/form-field";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { fillParts } from "@solvix/ui/lib/template-parts";
import { storeDevelopmentToken, type TokenErrorTexts } from "./dev-token.ts";
import {
  staffSessionChanged,
  subscribeStaffSession,
  useStaffSession,
  type StaffRole,
  type StaffSessionHint,
} from "./staff-session.ts";
import { useHydrated } from "@solvix/ui/lib/use-hydrated";

const loadAuth = () => import("./staff-auth.ts");

/** Where each staff role works, and the words that say so. */
const rolePages: Record<StaffRole, string> = {
  editor: "/faqs",
  recruiter: "/staff/applications",
  positions_editor: "/staff/positions",
};
const roleTexts: Record<StaffRole, keyof StaffSignInTexts["roles"]> = {
  editor: "editor",
  recruiter: "recruiter",
  positions_editor: "positionsEditor",
};

/** A development token handed over in the address, e.g. /staff/sign-in#token=eyJ… (what the mint script prints). */
function tokenFromHash(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.get("token") ?? params.get("access_token") ?? undefined;
}

/** The outcome of a token handed over in the address, kept outside React like the session it leads to. */
let hashTokenError = "";

/** Reads a development token from the address once, stores it, and takes it out of the address and history. */
function takeTokenFromAddress(errors: TokenErrorTexts): void {
  const token = tokenFromHash(window.location.hash);
  if (!token) return;
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
  try {
    storeDevelopmentToken(token, errors);
    hashTokenError = "";
  } catch (error) {
    hashTokenError = error instanceof Error ? error.message : String(error);
    staffSessionChanged();
  }
}

/**
 * Staff sign-in (spec section 6): Supabase Auth e-mail and password when the build names a Supabase project; the
 * session lives in local storage and supabase-js refreshes it. A build for the embedded local backend has no auth
 * server, so the page says so and offers the development-only path: a token minted with the local signing key.
 */
export function StaffSignInPanel({ backend, copy }: { backend: BackendSettings; copy: StaffSignInTexts }) {
  const session = useStaffSession();
  // False while prerendered and hydrating: the forms' buttons wait for React.
  const hydrated = useHydrated();
  const hashError = useSyncExternalStore(
    subscribeStaffSession,
    () => hashTokenError,
    () => "",
  );

  const tokenErrors = copy.developmentToken.errors;
  useEffect(() => {
    if (backend.developmentSignIn) takeTokenFromAddress(tokenErrors);
  }, [backend.developmentSignIn, tokenErrors]);

  async function signOut() {
    if (!session) return;
    const auth = await loadAuth();
    await auth.signOut(backend, session.development);
  }

  if (session) return <SignedIn session={session} copy={copy} onSignOut={signOut} />;
  if (backend.supabaseUrl) return <PasswordForm backend={backend} copy={copy} disabled={!hydrated} />;
  if (backend.developmentSignIn) {
    return <DevelopmentToken texts={copy.developmentToken} disabled={!hydrated} initialError={hashError} />;
  }
  // Unreachable in a build the build-time check lets through; said plainly rather than offering any sign-in.
  return (
    <p className="rounded-xl border border-ink-200 bg-white px-4 py-3 text-ink-800" role="status">
      {copy.notConfigured}
    </p>
  );
}

function SignedIn({
  session,
  copy,
  onSignOut,
}: {
  session: StaffSessionHint;
  copy: StaffSignInTexts;
  onSignOut: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Card className="gap-4 p-6" role="status">
      <p className="text-ink-900">
        {fillParts(copy.signedInAs, {
          account: <strong>{session.email || copy.account.unnamed}</strong>,
          development: session.development ? copy.account.development : "",
        })}
      </p>
      {session.roles.length ? (
        session.roles.map((role) => {
          const { body, link } = copy.roles[roleTexts[role]];
          return (
            <p key={role}>
              {body}{" "}
              <Link to={rolePages[role]} className="font-semibold text-brand-700 underline underline-offset-4">
                {link}
              </Link>
            </p>
          );
        })
      ) : (
        <p>{copy.noRole}</p>
      )}
      <div>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onSignOut().finally(() => setBusy(false));
          }}
        >
          {copy.signOut}
        </Button>
      </div>
    </Card>
  );
}

function PasswordForm({
  backend,
  copy,
  disabled,
}: {
  backend: BackendSettings;
  copy: StaffSignInTexts;
  disabled: boolean;
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
      const auth = await loadAuth();
      await auth.signInWithPassword(backend, email.trim(), password);
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

function DevelopmentToken({
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
