// Whether an IP address (as a URL's hostname or a DNS answer gives it) is inside a network rather than on the internet:
// what the CRM webhook refuses to call unless CRM_WEBHOOK_ALLOW_PRIVATE=1. It imports nothing, so Node's tests read it.

/** The IPv4 address an IPv6 one carries (IPv4-mapped `::ffff:a.b.c.d` or `::ffff:xxxx:xxxx`, the deprecated
 * IPv4-compatible `::a.b.c.d`, NAT64 `64:ff9b::`), as a WHATWG URL writes it (hexadecimal groups), or null. */
function embeddedIpv4(ip: string): string | null {
  const carried = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(ip);
  if (!carried) return null;
  if (carried[1]) return carried[1];
  const [high, low] = [parseInt(carried[2] ?? "0", 16), parseInt(carried[3] ?? "0", 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Loopback, private, link-local, shared, unique-local, unspecified or multicast: not a CRM on the internet. */
export function privateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, "").toLowerCase();
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(embeddedIpv4(ip) ?? ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (!ip.includes(":")) return false;
  return ip === "::" || ip === "::1" || /^f[cd]/.test(ip) || /^fe[89ab]/.test(ip) || /^ff/.test(ip);
}
