// Turns an entry name from an archive, upload or directory walk into a safe relative bundle path,
// or says which hygiene rule it breaks. Nothing that passes can point outside the bundle root.
import { CONTROL_CHARACTER, INVISIBLE_CHARACTER, codePointLabel } from "@/lib/text/invisible-characters";
import type { ViolationCode } from "./violation-sink";

export type PathCheck = { ok: true; path: string } | { ok: false; code: ViolationCode; message: string };

const DRIVE = /^[A-Za-z]:/;
// Names a Windows disk writes as another file, or not as a file at all: "SKILL.md." and
// "SKILL.md::$DATA" are SKILL.md there, so the install would hold a file other than the one shown
// and scanned as SKILL.md; "con.sh" or "nul" open a device. (A plain colon, "ratio:1.md", is left
// alone: it names a stream of its own, never another file's content.)
const WINDOWS_STREAM_TYPE = /:\$[A-Za-z_]*$/;
const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3]|conin\$|conout\$)(?:\.|$)/i;
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_BYTES = 1024;
const encoder = new TextEncoder();

export function normalizeEntryPath(raw: string): PathCheck {
  // Controls and bidi controls, and characters that draw nothing or only blank (lib/text): a file
  // listing would show `SKILL\u200B.md` as `SKILL.md`, or `evil.exe` reordered as `exe.live`.
  if (CONTROL_CHARACTER.test(raw)) return { ok: false, code: "BUNDLE_CONTROL_CHARACTER", message: `Path ${JSON.stringify(raw)} contains a control character.` };
  const invisible = INVISIBLE_CHARACTER.exec(raw);
  if (invisible)
    return {
      ok: false,
      code: "BUNDLE_INVISIBLE_CHARACTER",
      message: `Path ${JSON.stringify(raw)} contains an invisible character (${codePointLabel(invisible[0])}); two files could look identical.`,
    };
  if (raw.includes("\\")) return { ok: false, code: "BUNDLE_BACKSLASH_PATH", message: `Path "${raw}" contains a backslash; use "/" as the separator.` };
  if (raw.startsWith("/") || DRIVE.test(raw))
    return { ok: false, code: "BUNDLE_ABSOLUTE_PATH", message: `Path "${raw}" is absolute; bundle paths must be relative.` };
  const segments: string[] = [];
  for (const segment of raw.split("/")) {
    if (segment === "" || segment === ".") continue; // "./a", "a//b", trailing "/" of a directory
    const nfc = segment.normalize("NFC");
    // A blank at either end of a name is invisible in a listing too ("SKILL.md " beside "SKILL.md").
    if (nfc !== nfc.trim())
      return {
        ok: false,
        code: "BUNDLE_INVISIBLE_CHARACTER",
        message: `A segment of ${JSON.stringify(raw)} starts or ends with a space; two files could look identical.`,
      };
    if (nfc === "..") return { ok: false, code: "BUNDLE_PATH_TRAVERSAL", message: `Path "${raw}" contains "..".` };
    // Checked per segment, not only on the raw name: "./C:/x" loses its "./", and unwrapping a
    // single top folder makes "top/C:/x" start with a drive, which Windows installers would follow.
    if (DRIVE.test(nfc)) return { ok: false, code: "BUNDLE_ABSOLUTE_PATH", message: `Path "${raw}" contains a drive name ("${nfc}").` };
    if (nfc.endsWith(".") || WINDOWS_STREAM_TYPE.test(nfc) || WINDOWS_DEVICE.test(nfc))
      return {
        ok: false,
        code: "BUNDLE_INVALID_PATH",
        message: `A segment of ${JSON.stringify(raw)} ("${nfc}") is a name Windows writes as another file or as a device (a trailing dot, a stream type such as "::$DATA", or a device name such as CON or NUL).`,
      };
    if (encoder.encode(nfc).length > MAX_SEGMENT_BYTES)
      return { ok: false, code: "BUNDLE_INVALID_PATH", message: `A segment of "${raw}" is longer than ${MAX_SEGMENT_BYTES} bytes.` };
    segments.push(nfc);
  }
  if (segments.length === 0) return { ok: false, code: "BUNDLE_INVALID_PATH", message: `Path "${raw}" names no file.` };
  const path = segments.join("/");
  if (encoder.encode(path).length > MAX_PATH_BYTES)
    return { ok: false, code: "BUNDLE_INVALID_PATH", message: `Path "${raw.slice(0, 80)}…" is longer than ${MAX_PATH_BYTES} bytes.` };
  return { ok: true, path };
}
