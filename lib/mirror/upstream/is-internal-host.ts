// Hosts a discovery document may not send a sync to: loopback, private, link-local (cloud metadata
// at 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved ranges, in IPv4 and
// IPv6 (IPv4-mapped addresses read as IPv4), and `localhost` names. A host name is also looked up
// once: a name that resolves to such an address counts as internal.
import { lookup } from "node:dns/promises";
import { BlockList } from "node:net";
import { normalizeAddress } from "@/lib/http/normalize-address";

const internal = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  internal.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  internal.addSubnet(network, prefix, "ipv6");

/** An address literal (IPv4, or IPv6 with or without brackets) in an internal range. */
export function isInternalAddress(address: string): boolean {
  const normalized = normalizeAddress(address);
  if (!normalized) return false;
  return internal.check(normalized, normalized.includes(":") ? "ipv6" : "ipv4");
}

/** A URL's hostname that is, names or resolves to an internal address. */
export async function isInternalHost(hostname: string): Promise<boolean> {
  const host = hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (normalizeAddress(host)) return isInternalAddress(host);
  const answers = await lookup(host, { all: true }).catch(() => []);
  return answers.some((answer) => isInternalAddress(answer.address));
}
