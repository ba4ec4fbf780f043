// What a file is, judged from its bytes first and its name second.

export type FileKind =
  | { type: "text" }
  | { type: "executable"; format: string }
  | { type: "archive"; format: "zip" | "gzip" | "tar" | "7z" | "rar" | "xz" | "bzip2" | "zstd" | "cab" | "dmg" }
  | { type: "media"; format: string }
  | { type: "unknown-binary" };

const MEDIA_EXT = /\.(?:png|jpe?g|gif|webp|ico|bmp|tiff?|avif|heic|pdf|mp3|wav|ogg|flac|m4a|mp4|mov|webm|woff2?|ttf|otf|eot)$/i;
const TEXT_EXT =
  /\.(?:md|markdown|mdx|txt|json|jsonc|json5|ya?ml|toml|ini|cfg|conf|csv|tsv|xml|html?|css|svg|sh|bash|zsh|fish|ps1|psm1|bat|cmd|py|js|mjs|cjs|ts|tsx|jsx|rb|pl|php|lua|go|rs|java|kt|swift|c|h|cpp|hpp|cs|r|sql|env|lock|log)$/i;
const EXEC_EXT = /\.(?:exe|dll|so|dylib|elf|pyc|pyo|class|jar|wasm|node|scr|sys|o|a|msi|app)$/i;

function startsWith(b: Uint8Array, sig: number[], at = 0): boolean {
  if (b.length < at + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[at + i] !== sig[i]) return false;
  return true;
}

export function sniff(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return { type: "executable", format: "ELF" };
  if (startsWith(bytes, [0x4d, 0x5a]) && bytes.length > 64) {
    const off = (bytes[60] ?? 0) | ((bytes[61] ?? 0) << 8) | ((bytes[62] ?? 0) << 16);
    if (startsWith(bytes, [0x50, 0x45, 0, 0], off) || bytes.length < 512 || hasNul(bytes)) return { type: "executable", format: "PE" };
  }
  for (const m of [
    [0xfe, 0xed, 0xfa, 0xce],
    [0xfe, 0xed, 0xfa, 0xcf],
    [0xce, 0xfa, 0xed, 0xfe],
    [0xcf, 0xfa, 0xed, 0xfe],
  ])
    if (startsWith(bytes, m)) return { type: "executable", format: "Mach-O" };
  if (startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe])) return { type: "executable", format: "Mach-O universal / Java class" };
  if (startsWith(bytes, [0x00, 0x61, 0x73, 0x6d])) return { type: "executable", format: "WebAssembly" };
  if (
    bytes.length >= 16 &&
    bytes[2] === 0x0d &&
    bytes[3] === 0x0a &&
    (bytes[1] === 0x0d || bytes[1] === 0x0c || bytes[1] === 0xf3 || bytes[1] === 0x0b) &&
    hasNul(bytes.subarray(0, 16))
  )
    return { type: "executable", format: "Python bytecode" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return { type: "archive", format: "zip" };
  if (startsWith(bytes, [0x1f, 0x8b])) return { type: "archive", format: "gzip" };
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return { type: "archive", format: "7z" };
  if (startsWith(bytes, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return { type: "archive", format: "rar" };
  if (startsWith(bytes, [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00])) return { type: "archive", format: "xz" };
  if (startsWith(bytes, [0x42, 0x5a, 0x68])) return { type: "archive", format: "bzip2" };
  if (startsWith(bytes, [0x28, 0xb5, 0x2f, 0xfd])) return { type: "archive", format: "zstd" };
  if (startsWith(bytes, [0x4d, 0x53, 0x43, 0x46])) return { type: "archive", format: "cab" };
  if (startsWith(bytes, [0x75, 0x73, 0x74, 0x61, 0x72], 257)) return { type: "archive", format: "tar" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { type: "media", format: "PNG" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: "media", format: "JPEG" };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { type: "media", format: "GIF" };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46])) return { type: "media", format: "RIFF (WebP/WAV/AVI)" };
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return { type: "media", format: "PDF" };
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return { type: "media", format: "ICO" };
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length > 26 && hasNul(bytes.subarray(0, 26))) return { type: "media", format: "BMP" };
  if (
    startsWith(bytes, [0x77, 0x4f, 0x46, 0x46]) ||
    startsWith(bytes, [0x77, 0x4f, 0x46, 0x32]) ||
    startsWith(bytes, [0x00, 0x01, 0x00, 0x00, 0x00]) ||
    startsWith(bytes, [0x4f, 0x54, 0x54, 0x4f])
  )
    return { type: "media", format: "font" };
  if (
    startsWith(bytes, [0x49, 0x44, 0x33]) ||
    startsWith(bytes, [0xff, 0xfb]) ||
    startsWith(bytes, [0x4f, 0x67, 0x67, 0x53]) ||
    startsWith(bytes, [0x66, 0x4c, 0x61, 0x43])
  )
    return { type: "media", format: "audio" };
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { type: "media", format: "MP4/HEIC/AVIF" };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { type: "media", format: "WebM/MKV" };
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return { type: "media", format: "TIFF" };
  if (startsWith(bytes, [0x6b, 0x6f, 0x6c, 0x79], Math.max(0, bytes.length - 512))) return { type: "archive", format: "dmg" };
  return undefined;
}

function hasNul(b: Uint8Array): boolean {
  const n = Math.min(b.length, 8192);
  for (let i = 0; i < n; i++) if (b[i] === 0) return true;
  return false;
}

function looksBinary(b: Uint8Array): boolean {
  if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))) return false; // UTF-16 text
  const n = Math.min(b.length, 8192);
  let ctrl = 0;
  for (let i = 0; i < n; i++) {
    const c = b[i]!;
    if (c >= 32) continue; // nearly every byte of text: one comparison (hot path)
    if (c === 0) return true;
    if (c < 8 || (c > 13 && c !== 27)) ctrl++;
  }
  return n > 0 && ctrl / n > 0.1;
}

export type Classified = { kind: FileKind; mismatch?: string };

export function classifyFile(path: string, bytes: Uint8Array): Classified {
  const sniffed = sniff(bytes);
  const name = path.toLowerCase();
  if (sniffed) {
    if (sniffed.type !== "media" && (MEDIA_EXT.test(name) || TEXT_EXT.test(name)))
      return {
        kind: sniffed,
        mismatch: `${sniffed.type === "archive" ? sniffed.format + " archive" : sniffed.type === "executable" ? sniffed.format + " executable" : "binary"} named like ${name.slice(name.lastIndexOf("."))}`,
      };
    if (sniffed.type === "media" && TEXT_EXT.test(name) && !/\.svg$/.test(name))
      return { kind: sniffed, mismatch: `${sniffed.format} data named like ${name.slice(name.lastIndexOf("."))}` };
    return { kind: sniffed };
  }
  if (looksBinary(bytes)) {
    if (EXEC_EXT.test(name)) return { kind: { type: "executable", format: name.slice(name.lastIndexOf(".") + 1) } };
    if (TEXT_EXT.test(name)) return { kind: { type: "unknown-binary" }, mismatch: `binary data named like ${name.slice(name.lastIndexOf("."))}` };
    return { kind: { type: "unknown-binary" } };
  }
  if (MEDIA_EXT.test(name) && !/\.svg$/.test(name) && bytes.length > 0)
    return { kind: { type: "text" }, mismatch: `text named like ${name.slice(name.lastIndexOf("."))}` };
  if (EXEC_EXT.test(name) && bytes.length > 0) return { kind: { type: "text" }, mismatch: `text named like a binary (${name.slice(name.lastIndexOf("."))})` };
  return { kind: { type: "text" } };
}
