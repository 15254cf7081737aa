// The client address for the rate limit: the right end of X-Forwarded-For, IPv6 per /64, safe fallbacks.
import { describe, expect, it } from "vitest";
import { clientAddress, networkKey } from "./client-address.ts";

const settings = { header: "x-forwarded-for", trustedProxies: 1 };
const request = (xff?: string) =>
  new Request("http://x/", { headers: xff === undefined ? {} : { "x-forwarded-for": xff } });

describe("networkKey", () => {
  it("keeps IPv4 addresses and reduces IPv6 to its /64", () => {
    expect(networkKey("203.0.113.7")).toBe("203.0.113.7");
    expect(networkKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:DB8:1:2::99")).toBe("2001:db8:1:2::/64");
    expect(networkKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkKey("[2001:db8:1:2::5]:443")).toBe("2001:db8:1:2::/64");
    expect(networkKey("203.0.113.7:5678")).toBe("203.0.113.7");
    expect(networkKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("refuses what is not an address", () => {
    for (const bad of ["", "unknown", "999.1.1.1", "1.2.3", "2001:db8::1::2", "abc", "<script>", "1:2:3:4:5:6:7:8:9"]) {
      expect(networkKey(bad), bad).toBeNull();
    }
  });
});

describe("clientAddress", () => {
  it("takes the entry left of the trusted proxies' own entries, whatever the client put in front", () => {
    expect(clientAddress(request("198.51.100.7, 104.16.0.1"), "10.0.0.2", settings)).toEqual({
      key: "198.51.100.7",
      source: "header",
    });
    expect(clientAddress(request("6.6.6.6, 7.7.7.7, 198.51.100.7, 104.16.0.1"), "10.0.0.2", settings).key).toBe(
      "198.51.100.7",
    );
    expect(clientAddress(request("198.51.100.7"), "127.0.0.1", { ...settings, trustedProxies: 0 }).key).toBe(
      "198.51.100.7",
    );
  });

  it("puts every address of one IPv6 /64 in one bucket", () => {
    const a = clientAddress(request("2001:db8:5:6::1, 104.16.0.1"), undefined, settings).key;
    const b = clientAddress(request("2001:db8:5:6:ffff::2, 104.16.0.1"), undefined, settings).key;
    const c = clientAddress(request("2001:db8:5:7::1, 104.16.0.1"), undefined, settings).key;
    expect(a).toBe(b);
    expect(a).not.toBe(c);
  });

  it("falls back to the socket peer (never a client-written entry) when the header is missing, short or garbled", () => {
    expect(clientAddress(request(), "10.0.0.2", settings)).toEqual({ key: "fallback:10.0.0.2", source: "peer" });
    expect(clientAddress(request("104.16.0.1"), "10.0.0.2", settings).key).toBe("fallback:10.0.0.2");
    expect(clientAddress(request("not-an-ip, 104.16.0.1"), "10.0.0.2", settings).key).toBe("fallback:10.0.0.2");
    expect(clientAddress(request(""), undefined, settings).key).toBe("fallback:unknown");
  });
});
