// Links to GitHub's website for a version's provenance ("view source at this commit"), on the
// GitHub this registry talks to (github.com, or the Enterprise host of GITHUB_API_URL).
import { getConfig } from "@/lib/config";

export function githubWebBase(apiUrl = getConfig().GITHUB_API_URL): string {
  const url = new URL(apiUrl);
  return url.hostname === "api.github.com" ? "https://github.com" : `${url.protocol}//${url.host}`;
}

/** `…/owner/repo/tree/<commit or ref>/<path>`; the repository page when neither is known. */
export function githubWebUrl(input: { repository: string; commit?: string; ref?: string; path?: string }, apiUrl?: string): string {
  const base = `${githubWebBase(apiUrl)}/${input.repository}`;
  const at = input.commit ?? input.ref;
  if (!at) return base;
  const path = (input.path ?? "").split("/").filter(Boolean).map(encodeURIComponent).join("/");
  return `${base}/tree/${encodeURIComponent(at)}${path ? `/${path}` : ""}`;
}
