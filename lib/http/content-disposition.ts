// `Content-Disposition: attachment` for a file name from a skill (any Unicode, any punctuation):
// an ASCII fallback for old clients plus RFC 5987's filename* (RFC 6266), so no name can break the
// header (a header value must be Latin-1; a quote or CR/LF would end or split it).

/** RFC 5987 attr-char: what may appear unescaped in filename*. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*!]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function attachmentDisposition(path: string): string {
  const name = path.split("/").pop() || "file";
  const fallback = name.replace(/[^A-Za-z0-9._-]/g, "_");
  // A plain name needs nothing more; any other gets its exact UTF-8 spelling in filename*.
  return fallback === name ? `attachment; filename="${name}"` : `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
