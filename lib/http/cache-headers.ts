// Cache headers for mutable read responses (GUIDE §3): short-lived and public for everyone's view;
// never stored when the caller saw more than the public does (owners, moderators).
export function mutableCacheHeaders(input: { privileged: boolean; maxAgeSeconds?: number }): Record<string, string> {
  return {
    "Cache-Control": input.privileged ? "private, no-store" : `public, max-age=${input.maxAgeSeconds ?? 60}`,
    Vary: "Authorization, Cookie",
  };
}
