// Content type by extension for the files we expect in skills; text we cannot name is text/plain.
const BY_EXTENSION: Record<string, string> = {
  md: "text/markdown", markdown: "text/markdown", txt: "text/plain", rst: "text/x-rst", csv: "text/csv", tsv: "text/tab-separated-values",
  json: "application/json", jsonl: "application/jsonl", yaml: "application/yaml", yml: "application/yaml", toml: "application/toml",
  xml: "application/xml", html: "text/html", htm: "text/html", css: "text/css", svg: "image/svg+xml",
  js: "text/javascript", mjs: "text/javascript", cjs: "text/javascript", ts: "text/typescript", tsx: "text/typescript", jsx: "text/javascript",
  py: "text/x-python", sh: "application/x-sh", bash: "application/x-sh", zsh: "application/x-sh", ps1: "text/plain",
  rb: "text/x-ruby", go: "text/x-go", rs: "text/x-rust", java: "text/x-java", kt: "text/x-kotlin", swift: "text/x-swift",
  c: "text/x-c", h: "text/x-c", cpp: "text/x-c++", hpp: "text/x-c++", cs: "text/x-csharp", php: "text/x-php", lua: "text/x-lua",
  sql: "application/sql", r: "text/x-r", ini: "text/plain", cfg: "text/plain", conf: "text/plain", env: "text/plain",
  png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", webp: "image/webp", ico: "image/x-icon", bmp: "image/bmp",
  pdf: "application/pdf", wasm: "application/wasm", woff: "font/woff", woff2: "font/woff2", ttf: "font/ttf", otf: "font/otf",
  mp3: "audio/mpeg", wav: "audio/wav", mp4: "video/mp4", webm: "video/webm",
  zip: "application/zip", skill: "application/zip", gz: "application/gzip", tgz: "application/gzip", tar: "application/x-tar",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

export function contentTypeFor(path: string, isText: boolean): string {
  const base = path.slice(path.lastIndexOf("/") + 1).toLowerCase();
  const dot = base.lastIndexOf(".");
  const known = dot > 0 ? BY_EXTENSION[base.slice(dot + 1)] : undefined;
  return known ?? (isText ? "text/plain" : "application/octet-stream");
}
