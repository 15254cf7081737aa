// The visitor's network address for the per-address rate limit, taken so that no request header can forge it.
//
// Every proxy appends the address of its peer to X-Forwarded-For, so only the right end of the header is written by
// proxies we trust; anything to its left is whatever the client sent. With `trustedProxies = N` the address is the
// entry N places from the right (the last N entries were appended by our own trusted proxies about each other).
//
// Supabase (see docs/backend.md, "The client address"): Cloudflare appends the visitor, the API gateway (Kong, with its
// default `$proxy_add_x_forwarded_for`) appends Cloudflare's egress address, and the edge runtime hands the request to
// the function unchanged: so the visitor is 1 from the right (the default). The local site server (`npm start`)
// replaces the header with the visitor's socket address: 0 from the right.

export interface ClientAddressSettings {
  /** The header proxies append to (lower case). Default x-forwarded-for. */
  header: string;
  /** How many right-most entries trusted proxies appended after the visitor's. */
  trustedProxies: number;
}

export interface ClientAddress {
  /** The rate-limit key: an IPv4 address, an IPv6 /64 prefix, or "fallback:<socket peer>". */
  key: string;
  /** Where it came from, for logs (never the address itself). */
  source: "header" | "peer";
}

/** An IPv4 address, or the /64 network of an IPv6 address (one household or one server gets one budget). */
export function networkKey(raw: string): string | null {
  let value = raw.trim();
  // "[2001:db8::1]:443" and "203.0.113.7:5678" (some proxies add the port).
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1] ?? "";
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, ""); // zone id
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped) value = mapped[1] ?? "";
  if (/^\d+\.\d+\.\d+\.\d+$/.test(value)) {
    const parts = value.split(".").map(Number);
    return parts.every((p) => Number.isInteger(p) && p >= 0 && p <= 255) ? parts.join(".") : null;
  }
  const groups = ipv6Groups(value);
  if (!groups) return null;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

function ipv6Groups(value: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(value) || !value.includes(":")) return null;
  const halves = value.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const v4 = networkKey(piece);
        if (!v4 || v4.includes(":")) return null;
        const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
        out.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) out.push(parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

/**
 * The client's network key. A header with too few entries for the configured proxies (or a malformed entry where the
 * visitor's should be) means the request did not come the configured way: it falls back to the socket peer, which
 * behind a proxy is one shared budget; never to an entry the client wrote.
 */
export function clientAddress(req: Request, peer: string | undefined, settings: ClientAddressSettings): ClientAddress {
  const entries = (req.headers.get(settings.header) ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const index = entries.length - 1 - settings.trustedProxies;
  const key = index >= 0 ? networkKey(entries[index] ?? "") : null;
  if (key) return { key, source: "header" };
  return { key: `fallback:${(peer && networkKey(peer)) || "unknown"}`, source: "peer" };
}
