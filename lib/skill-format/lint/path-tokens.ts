// Path-like tokens in a text ("scripts/run.sh", "notes.md"): runs of word characters around each
// "." or "/". Scans from those characters outward, which is several times faster than a Unicode
// regex over every word of a large reference file.
const NON_ASCII_TOKEN_CHAR = /[\p{L}\p{N}]/u;

function isTokenChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c >= 128) return NON_ASCII_TOKEN_CHAR.test(text[i]!);
  return (
    (c >= 48 && c <= 57) ||
    (c >= 65 && c <= 90) ||
    (c >= 97 && c <= 122) ||
    c === 95 ||
    c === 64 ||
    c === 37 ||
    c === 43 ||
    c === 126 ||
    c === 46 ||
    c === 47 ||
    c === 45
  );
}

export function pathTokens(text: string): string[] {
  const tokens: string[] = [];
  let end = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c !== 46 && c !== 47) || i < end) continue;
    let start = i;
    while (start > 0 && isTokenChar(text, start - 1)) start--;
    end = i + 1;
    while (end < text.length && isTokenChar(text, end)) end++;
    const token = text
      .slice(start, end)
      .replace(/^\.\//, "")
      .replace(/[./]+$/, "");
    if (token) tokens.push(token);
  }
  return tokens;
}
