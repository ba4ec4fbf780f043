// One spelling per client address, so the same machine never gets two rate-limit budgets or two
// download identities: "::ffff:127.0.0.1" is 127.0.0.1, IPv6 is lower-case and compressed as
// WHATWG URL prints it, a port ("1.2.3.4:80", "[::1]:80") or zone ("fe80::1%eth0") is dropped.
// Anything that is not an address at all becomes null.
import { isIP } from "node:net";

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const MAPPED_V4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

function canonicalV6(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

export function normalizeAddress(raw: string): string | null {
  let value = raw.trim();
  if (value.length === 0 || value.length > 100) return null;
  value = BRACKETED.exec(value)?.[1] ?? IPV4_WITH_PORT.exec(value)?.[1] ?? value;
  value = value.replace(/%.*$/, "");
  const family = isIP(value);
  if (family === 4)
    return value
      .split(".")
      .map((part) => String(Number(part)))
      .join(".");
  if (family !== 6) return null;
  const canonical = canonicalV6(value.toLowerCase());
  if (!canonical) return null;
  const mapped = MAPPED_V4.exec(canonical);
  if (!mapped) return canonical;
  const high = parseInt(mapped[1]!, 16);
  const low = parseInt(mapped[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** The eight 16-bit groups of a canonical IPv6 address. */
function expandV6(address: string): number[] {
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => "0");
  return [...left, ...middle, ...right].map((group) => parseInt(group, 16));
}

/**
 * The unit one client is counted by: an IPv4 address, or the /64 network of an IPv6 address (one
 * home or one server gets a whole /64 and can pick any address in it).
 */
export function addressGroup(normalized: string): string {
  if (!normalized.includes(":")) return normalized;
  const groups = expandV6(normalized);
  if (groups.length !== 8 || groups.some((group) => Number.isNaN(group))) return normalized;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
