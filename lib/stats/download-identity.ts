// Who counts as "one downloader" for a day: the signed-in user, else the client address. Addresses
// are never stored: only an HMAC of (day, address), keyed with AUTH_SECRET, so the value cannot be
// reversed by hashing every IPv4 address and means nothing the next day. An IPv6 client counts by
// its /64 (the unit one home or server is given), as rate limits do.
import { createHmac } from "node:crypto";
import { getConfig } from "@/lib/config";
import { addressGroup, normalizeAddress } from "@/lib/http/normalize-address";

export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function downloadIdentity(input: { userId?: string | null; ip: string; day: string }): string {
  if (input.userId) return `user:${input.userId}`;
  const key = getConfig().AUTH_SECRET ?? "skillvault-download-identity";
  return `ip:${createHmac("sha256", key)
    .update(`${input.day}|${addressGroup(normalizeAddress(input.ip) ?? input.ip)}`)
    .digest("base64url")
    .slice(0, 32)}`;
}
