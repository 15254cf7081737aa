// A staff page's calls to a staff route of a function (submit-application's by default), as the signed-in user (RLS
// decides).
import { useCallback } from "react";
import type { BackendSettings } from "../../lib/backend-settings.ts";
import { staffAccessToken } from "./staff-auth.ts";

export type StaffCall = (path: string, init?: RequestInit) => Promise<Response>;

/** `call(path, init)` fetches `<function>/<route><path>` with the staff session's token and the anon key. */
export function useStaffCall(
  backend: BackendSettings,
  route: "positions" | "staff" | "desk",
  fn: "submit-application" | "send-contact-email" | "articles" | "pricing" | "proof" = "submit-application",
): StaffCall {
  const base = `${backend.supabaseUrl.replace(/\/+$/, "")}/functions/v1/${fn}/${route}`;
  return useCallback<StaffCall>(
    async (path, init = {}) => {
      const token = await staffAccessToken(backend);
      const headers = new Headers(init.headers);
      if (token) headers.set("Authorization", `Bearer ${token}`);
      if (backend.supabaseAnonKey) headers.set("apikey", backend.supabaseAnonKey);
      return fetch(`${base}${path}`, { ...init, headers });
    },
    [backend, base],
  );
}
