// Which URLs a rendered SKILL.md may contain. Skill authors are not trusted: no javascript:,
// data:, vbscript: or other schemes in links, and images only from https (no tracking over
// plain http, no data: payloads).
export type UrlKind = "absolute" | "anchor" | "relative" | "mailto";

/** Browsers ignore tabs, newlines and leading control characters in URLs: "java\tscript:" is javascript:. */
function normalise(href: string): string {
  return href.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
}

export function classifyLinkUrl(href: string): UrlKind | null {
  const clean = normalise(href);
  if (clean === "") return null;
  if (clean.startsWith("#")) return "anchor";
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(clean)?.[1]?.toLowerCase();
  if (scheme === undefined) return clean.startsWith("//") ? null : "relative";
  if (scheme === "http" || scheme === "https") return "absolute";
  if (scheme === "mailto") return "mailto";
  return null;
}

export function isSafeImageUrl(src: string): boolean {
  const clean = normalise(src);
  try {
    return new URL(clean).protocol === "https:" && /^https:\/\//i.test(clean);
  } catch {
    return false;
  }
}
