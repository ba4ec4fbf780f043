// URL of one file's bytes (raw/route.ts): inline as text, or as a download.
export function rawFileUrl(base: string, version: string, path: string, download = false): string {
  return `${base}/raw/${encodeURIComponent(version)}/${path.split("/").map(encodeURIComponent).join("/")}${download ? "?download=1" : ""}`;
}
