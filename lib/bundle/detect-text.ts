// Text/binary and UTF-8 detection for a bundle file. "Text" means a person can read it as-is:
// valid UTF-8, no NUL, and control characters (other than tab, newlines, form feed, ESC) rare.
import { isUtf8 } from "node:buffer";

export function detectText(bytes: Uint8Array): { isText: boolean; isUtf8: boolean } {
  const utf8 = isUtf8(bytes);
  if (!utf8) return { isText: false, isUtf8: false };
  let controls = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0) return { isText: false, isUtf8: true };
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c && b !== 0x1b) controls++;
  }
  return { isText: controls * 100 <= bytes.length, isUtf8: true };
}
