// The CRM hand-off's settings (CRM_* environment) and the address policy: it never sends to a private or loopback
// address unless CRM_WEBHOOK_ALLOW_PRIVATE=1 (the local stack and its tests).
import { privateAddress } from "./private-address.ts";

export interface CrmSettings {
  url: URL;
  secret: string;
  allowPrivate: boolean;
  /** The longest one POST may take (CRM_TIMEOUT_MS). */
  timeoutMs: number;
  leaseMs: number;
  baseMs: number;
  maxMs: number;
  maxAttempts: number;
}

/** The settings when both CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET are set; a setting that is wrong stops the start. */
export function crmFromEnv(env: Deno.Env): CrmSettings | undefined {
  const raw = env.get("CRM_WEBHOOK_URL")?.trim();
  const secret = env.get("CRM_WEBHOOK_SECRET")?.trim();
  if (!raw && !secret) return undefined;
  if (!raw || !secret) throw new Error("Set both CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET, or neither.");
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`CRM_WEBHOOK_URL is not an address: "${raw.slice(0, 100)}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("CRM_WEBHOOK_URL must be http(s).");
  if (!/^whsec_[A-Za-z0-9+/=]{16,}$/.test(secret)) {
    throw new Error("CRM_WEBHOOK_SECRET must be a Standard Webhooks secret: whsec_ and base64 of at least 12 bytes.");
  }
  const number = (name: string, fallback: number) => {
    const value = Number(env.get(name) || fallback);
    if (!Number.isFinite(value) || value < 1) throw new Error(`${name} must be a positive number.`);
    return value;
  };
  return {
    url,
    secret,
    allowPrivate: env.get("CRM_WEBHOOK_ALLOW_PRIVATE") === "1",
    timeoutMs: number("CRM_TIMEOUT_MS", 10_000),
    leaseMs: number("CRM_LEASE_MS", 60_000),
    baseMs: number("CRM_RETRY_BASE_MS", 30_000),
    maxMs: number("CRM_RETRY_MAX_MS", 3_600_000),
    maxAttempts: number("CRM_MAX_ATTEMPTS", 12),
  };
}

/** Why the address may not be called, or null: its host, or any address it resolves to, is private. */
export async function refusedHost(url: URL, settings: CrmSettings): Promise<string | null> {
  if (settings.allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) return `${host} is a loopback name`;
  if (/^[\d.]+$/.test(host) || host.includes(":")) {
    return privateAddress(host) ? `${host} is a private or loopback address` : null;
  }
  const found: string[] = [];
  for (const type of ["A", "AAAA"] as const) {
    try {
      found.push(...(await Deno.resolveDns(host, type)));
    } catch {
      // No record of this type.
    }
  }
  if (found.length === 0) return `${host} does not resolve`;
  const inside = found.find(privateAddress);
  return inside ? `${host} resolves to the private address ${inside}` : null;
}
