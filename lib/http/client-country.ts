// The client's two-letter country, when the proxy in front says so in CLIENT_COUNTRY_HEADER (never
// read otherwise: without such a proxy the header is whatever the client sent). Null when unknown.
import { getConfig } from "@/lib/config";

export function clientCountry(headers: Headers): string | null {
  const name = getConfig().CLIENT_COUNTRY_HEADER;
  if (!name) return null;
  const value = headers.get(name)?.trim().toUpperCase() ?? "";
  // "XX" and "T1" are Cloudflare's "unknown" and Tor; not places.
  return /^[A-Z]{2}$/.test(value) && value !== "XX" ? value : null;
}
