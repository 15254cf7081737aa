// What every staff list page shares: the "sign in first" line shown without a session, and the list read once signed
// in and again after each change (`useStaffList`, with `readStaffList` for a route that answers `{ <key>: [...] }`).
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { useStaffSession } from "./staff-session.ts";
import type { StaffCall } from "./use-staff-call.ts";

/** The paragraph a staff page shows without a session: the page's own sentence and a link to the sign-in page. */
export function SignInFirst({ copy }: { copy: { body: string; link: string } }) {
  return (
    <p>
      {copy.body} <Link to="/staff/sign-in">{copy.link}</Link>
    </p>
  );
}

/** The list under `key` of the route's answer to `GET <path>` (its root by default), or why not (401/403 "denied",
 * anything else "failed"). */
export async function readStaffList<T>(call: StaffCall, key: string, path = ""): Promise<T[] | "denied" | "failed"> {
  try {
    const response = await call(path);
    if (!response.ok) {
      // The answer's body is not read: cancel it, or the request never counts as finished in the browser.
      await response.body?.cancel().catch(() => undefined);
      return response.status === 403 || response.status === 401 ? "denied" : "failed";
    }
    return ((await response.json()) as Record<string, T[]>)[key] ?? "failed";
  } catch {
    return "failed";
  }
}

export interface StaffList<T> {
  /** Whether a staff session is stored (a hint for the UI; the database decides what comes back). */
  signedIn: boolean;
  list: T | "loading";
  /** Reads the list again (after a save). */
  reload: () => void;
}

/**
 * The page's list as `read(call)` answers it, read once a session is stored and again after `reload()`; an answer that
 * arrives after the page left or after a newer read started is dropped. `read` should keep its identity (a module
 * function), or each render reads again.
 */
export function useStaffList<T>(call: StaffCall, read: (call: StaffCall) => Promise<T>): StaffList<T> {
  const session = useStaffSession();
  const [list, setList] = useState<T | "loading">("loading");
  // Bumped by reload(), to read the list again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!session) return;
    let current = true;
    void read(call).then((result) => current && setList(result));
    return () => {
      current = false;
    };
  }, [session, call, read, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { signedIn: Boolean(session), list, reload };
}
