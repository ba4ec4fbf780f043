// Where to send someone after signing in: only a path on this site ("/settings/tokens"),
// never another origin ("//evil.example", "https://…", "/\\evil"), so sign-in cannot be an open redirect.
export function safeCallbackPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  return value;
}
