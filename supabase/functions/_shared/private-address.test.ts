// The CRM webhook's address check: loopback and private networks in every form a URL or a DNS answer writes them.
import { describe, expect, it } from "vitest";
import { privateAddress } from "./private-address.ts";

/** The hostname a URL gives for what a setting may hold (the WHATWG parser normalises the forms). */
const hostOf = (url: string) => new URL(url).hostname;

describe("privateAddress", () => {
  it("refuses loopback, private, link-local, shared, unique-local, unspecified and multicast addresses", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "[::1]",
      "fd00::1",
      "fe80::1",
      "ff02::1",
    ]) {
      expect(privateAddress(address), address).toBe(true);
    }
  });

  it("refuses an IPv4 address carried in IPv6, written as a URL writes it", () => {
    for (const url of [
      "http://[::ffff:127.0.0.1]:8080/",
      "http://[::ffff:10.0.0.1]/",
      "http://[::127.0.0.1]/",
      "http://[64:ff9b::169.254.169.254]/",
      "http://2130706433/",
      "http://0x7f.1/",
    ]) {
      expect(privateAddress(hostOf(url)), `${url} → ${hostOf(url)}`).toBe(true);
    }
  });

  it("lets public addresses through (the check can pass)", () => {
    for (const address of ["203.0.113.7", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2001:db8::1", "::ffff:8.8.8.8"]) {
      expect(privateAddress(address), address).toBe(false);
    }
    expect(privateAddress(hostOf("http://[::ffff:8.8.8.8]/"))).toBe(false);
  });
});
