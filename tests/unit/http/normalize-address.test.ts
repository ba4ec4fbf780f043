// One spelling per address (IPv4-mapped IPv6, case, ports, zones) and the IPv6 /64 group.
import { describe, expect, test } from "vitest";
import { addressGroup, normalizeAddress } from "@/lib/http/normalize-address";

describe("normalizeAddress", () => {
  test.each([
    ["127.0.0.1", "127.0.0.1"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:7F00:1", "127.0.0.1"],
    ["[::ffff:203.0.113.9]:443", "203.0.113.9"],
    ["203.0.113.9:51234", "203.0.113.9"],
    [" 2001:DB8:0:0:0:0:0:1 ", "2001:db8::1"],
    ["2001:db8::1", "2001:db8::1"],
    ["[2001:db8::1]:8080", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["::1", "::1"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  test.each(["", "unknown", "n/a", "999.1.1.1", "1.2.3", "2001:db8::g", "x".repeat(200), "1.2.3.4, 5.6.7.8"])("%j is not an address", (raw) => {
    expect(normalizeAddress(raw)).toBeNull();
  });
});

describe("addressGroup", () => {
  test("IPv4 addresses stand alone", () => {
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
  });

  test("IPv6 addresses are grouped by their /64", () => {
    const group = addressGroup("2001:db8:1:2::1");
    expect(group).toBe("2001:db8:1:2::/64");
    expect(addressGroup(normalizeAddress("2001:db8:1:2:ffff:ffff:ffff:ffff")!)).toBe(group);
    expect(addressGroup(normalizeAddress("2001:0db8:0001:0002:0:0:0:9")!)).toBe(group);
    expect(addressGroup("2001:db8:1:3::1")).not.toBe(group);
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });
});
