// The staff room's navigation, above every /staff page: the pages the signed-in roles open, and the sign-out.
import type { StaffRoomTexts } from "@solvix/content/pages/staff-room";
import type { StaffRole } from "@solvix/content/staff-roles";
import { Button } from "@solvix/ui/components/button";
import { Container } from "@solvix/ui/components/page-section";
import { useState } from "react";
import { NavLink } from "react-router";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { loadStaffAuth } from "../auth/load-staff-auth.ts";
import { useStaffSession } from "../auth/staff-session.ts";

const signInPath = "/staff/sign-in";
const linkClass =
  "rounded-md px-1 py-2 text-sm font-semibold text-ink-700 underline-offset-4 hover:text-brand-700 hover:underline aria-[current=page]:text-brand-700 aria-[current=page]:underline";

/**
 * Before sign-in (and while prerendered: the session lives in this browser only) the way to the sign-in page; once
 * signed in, the staff pages whose role the account holds (`staffRoom.pages`: the FAQ editing on /faqs, applications,
 * positions) and the sign-out. The page being shown is `aria-current="page"`. The database decides every call: the
 * navigation only leaves out what an account's roles cannot open.
 */
export function StaffNav({ texts, backend }: { texts: StaffRoomTexts; backend: BackendSettings }) {
  const session = useStaffSession();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    if (!session) return;
    setBusy(true);
    try {
      const auth = await loadStaffAuth();
      await auth.signOut(backend, session.development);
    } finally {
      setBusy(false);
    }
  }

  return <StaffNavView texts={texts} roles={session?.roles} busy={busy} onSignOut={() => void signOut()} />;
}

/** The navigation for `roles` (none: not signed in), from what the page holds; no session read, no calls. */
export function StaffNavView({
  texts,
  roles,
  busy,
  onSignOut,
}: {
  texts: StaffRoomTexts;
  /** The signed-in account's staff roles, or nothing before sign-in. */
  roles: readonly StaffRole[] | undefined;
  /** While signing out: the button is disabled. */
  busy: boolean;
  onSignOut: () => void;
}) {
  const links = roles
    ? texts.pages.filter((page) => roles.includes(page.role))
    : [{ path: signInPath, label: texts.signIn }];

  return (
    <nav aria-label={texts.navLabel} className="border-b border-ink-200 bg-white">
      <Container className="flex min-h-14 flex-wrap items-center gap-x-6 gap-y-2 py-2">
        {/* The navigation's name, shown (screen readers have it from aria-label). */}
        <span aria-hidden="true" className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {texts.navLabel}
        </span>
        {links.length ? (
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-1">
            {links.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} end className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        ) : null}
        {roles ? (
          <Button type="button" variant="outline" size="sm" className="ms-auto" disabled={busy} onClick={onSignOut}>
            {texts.signOut}
          </Button>
        ) : null}
      </Container>
    </nav>
  );
}
