// Turns an entry name from an archive, upload or directory walk into a safe relative bundle path,
// or says which hygiene rule it breaks. Nothing that passes can point outside the bundle root.
import type { ViolationCode } from "./violation-sink";

export type PathCheck = { ok: true; path: string } | { ok: false; code: ViolationCode; message: string };

// C0/C1 controls, DEL, line/paragraph separators and bidi overrides/isolates: invisible in a file
// listing, and bidi controls can make `evil.exe` display as `exe.live` ("trojan source" names).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// Characters that draw nothing (or nothing but blank) in a file listing, so `SKILL.md` and
// `SKILL\u200B.md` look like one file: Unicode's default-ignorables (zero-width spaces and joiners,
// U+FEFF, soft hyphen, Hangul fillers, variation selectors, tag characters, …), every format
// character (Cf), lone surrogates, blanks other than the ASCII space, and the blank Braille pattern.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cs}\p{Variation_Selector}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u2800]/u;
const DRIVE = /^[A-Za-z]:/;
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_BYTES = 1024;
const encoder = new TextEncoder();

export function normalizeEntryPath(raw: string): PathCheck {
  if (CONTROL.test(raw)) return { ok: false, code: "BUNDLE_CONTROL_CHARACTER", message: `Path ${JSON.stringify(raw)} contains a control character.` };
  const invisible = INVISIBLE.exec(raw);
  if (invisible) return { ok: false, code: "BUNDLE_INVISIBLE_CHARACTER", message: `Path ${JSON.stringify(raw)} contains an invisible character (U+${invisible[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}); two files could look identical.` };
  if (raw.includes("\\")) return { ok: false, code: "BUNDLE_BACKSLASH_PATH", message: `Path "${raw}" contains a backslash; use "/" as the separator.` };
  if (raw.startsWith("/") || DRIVE.test(raw)) return { ok: false, code: "BUNDLE_ABSOLUTE_PATH", message: `Path "${raw}" is absolute; bundle paths must be relative.` };
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    if (segment === "" || segment === ".") continue; // "./a", "a//b", trailing "/" of a directory
    const nfc = segment.normalize("NFC");
    // A blank at either end of a name is invisible in a listing too ("SKILL.md " beside "SKILL.md").
    if (nfc !== nfc.trim()) return { ok: false, code: "BUNDLE_INVISIBLE_CHARACTER", message: `A segment of ${JSON.stringify(raw)} starts or ends with a space; two files could look identical.` };
    if (nfc === "..") return { ok: false, code: "BUNDLE_PATH_TRAVERSAL", message: `Path "${raw}" contains "..".` };
    // Checked per segment, not only on the raw name: "./C:/x" loses its "./", and unwrapping a
    // single top folder makes "top/C:/x" start with a drive, which Windows installers would follow.
    if (DRIVE.test(nfc)) return { ok: false, code: "BUNDLE_ABSOLUTE_PATH", message: `Path "${raw}" contains a drive name ("${nfc}").` };
    if (encoder.encode(nfc).length > MAX_SEGMENT_BYTES) return { ok: false, code: "BUNDLE_INVALID_PATH", message: `A segment of "${raw}" is longer than ${MAX_SEGMENT_BYTES} bytes.` };
    segments.push(nfc);
  }
  if (segments.length === 0) return { ok: false, code: "BUNDLE_INVALID_PATH", message: `Path "${raw}" names no file.` };
  const path = segments.join("/");
  if (encoder.encode(path).length > MAX_PATH_BYTES) return { ok: false, code: "BUNDLE_INVALID_PATH", message: `Path "${raw.slice(0, 80)}…" is longer than ${MAX_PATH_BYTES} bytes.` };
  return { ok: true, path };
}
