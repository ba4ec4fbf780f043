// Where a CLI login was started, and whether the browser approving it is somewhere else. The
// requester chooses everything in its request except its address, so the address (and the country
// a trusted proxy adds) is what the approval page shows next to the approving browser's own. A
// different network is normal for a login started over SSH, and a warning sign for a login someone
// else started and sent you the link to.
import { addressGroup, normalizeAddress } from "@/lib/http/normalize-address";
import { toVisibleLine } from "@/lib/text/invisible-characters";

export type DeviceOrigin = { ip: string | null; country: string | null; agent: string | null };

/** A requester-chosen text made safe to show (a label must read as what it is): visible characters
 * only (lib/text), trimmed, capped. */
export function cleanDeclaredText(value: string | undefined | null, max: number): string | null {
  const cleaned = value ? toVisibleLine(value, max) : "";
  return cleaned ? cleaned : null;
}

export function deviceOrigin(input: { ip: string; country: string | null; userAgent: string | null }): DeviceOrigin {
  return { ip: normalizeAddress(input.ip), country: input.country, agent: cleanDeclaredText(input.userAgent, 200) };
}

/** Compares the login's origin with the approving browser's: null when either side is unknown. */
export function compareOrigins(requester: { ip: string | null; country: string | null }, approver: { ip: string; country: string | null }) {
  const approverIp = normalizeAddress(approver.ip);
  const sameNetwork = requester.ip && approverIp ? addressGroup(requester.ip) === addressGroup(approverIp) : null;
  const sameCountry = requester.country && approver.country ? requester.country === approver.country : null;
  return { sameNetwork, sameCountry, differs: sameNetwork === false || sameCountry === false };
}
