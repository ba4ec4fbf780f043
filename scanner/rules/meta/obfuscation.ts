// Rule catalog entries for the obfuscation group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const obfuscationRules: RuleDef[] = [
  {
    id: "obf-unicode-tags",
    title: "Hidden Unicode tag characters",
    severity: "critical",
    plain: "hides invisible text (Unicode tag characters) that the agent reads but people cannot see",
    description:
      "Characters from the Unicode tag block (U+E0000–E007F) outside a valid emoji flag sequence. They render as nothing but models read them; the decoded hidden text is reported and rescanned.",
  },
  {
    id: "obf-zero-width",
    title: "Zero-width characters",
    severity: "medium",
    plain: "contains invisible zero-width characters that can hide or disguise text",
    description:
      "Zero-width space/joiner/non-joiner, word joiner, invisible separators, Hangul fillers. Emoji ZWJ sequences and joiners in Persian/Arabic/Indic/Thai/CJK text are fine. Binary-encoded runs are decoded.",
  },
  {
    id: "obf-bidi-control",
    title: "Bidirectional control characters",
    severity: "high",
    plain: "uses text-direction control characters that make code or text display differently from what runs",
    description: "Trojan-Source style LRE/RLE/LRO/RLO/PDF/LRI/RLI/FSI/PDI. Lower confidence in prose that actually contains right-to-left script.",
  },
  {
    id: "obf-homoglyph",
    title: "Mixed-script look-alike",
    severity: "high",
    plain: "uses look-alike letters from other alphabets to disguise a name, command or web address",
    description:
      "A word mixing Latin with Cyrillic/Greek/Armenian/Cherokee/full-width letters (e.g. 'сurl', 'pаypal.com'), or a punycode (xn--) host. Whole words in another script are fine.",
  },
  {
    id: "obf-html-hidden",
    title: "Instructions hidden in HTML",
    severity: "high",
    plain: "hides instructions in HTML comments or invisible elements that people do not see but the agent reads",
    description:
      "HTML comments or display:none/hidden/zero-size elements containing agent-directed instructions, commands, URLs or secrets. Tool directives (prettier-ignore, TOC markers, licence headers) are ignored.",
  },
  {
    id: "obf-encoded-blob",
    title: "Encoded text hiding commands or URLs",
    severity: "medium",
    plain: "hides commands or web addresses inside encoded (base64/hex) text",
    description:
      "A base64/hex/escape/char-code run that decodes (up to 3 layers, gzip/zlib included) to text containing commands, URLs or instructions. Findings inside the decoded text are reported on the original line with the decoding layers. Data-URI images and checksums are ignored.",
  },
  {
    id: "obf-long-blob",
    title: "Large opaque encoded blob",
    severity: "low",
    plain: "contains a large block of encoded binary data",
    description:
      "A base64 run of 2000+ characters in SKILL.md, references or scripts that does not decode to text (embedded binary). Data-URI media is ignored.",
  },
  {
    id: "obf-packed-code",
    title: "Packed or minified code",
    severity: "high",
    plain: "contains scrambled or packed code that cannot be reviewed",
    description: "Dean-Edwards packer, obfuscator.io (_0x…) identifiers, JSFuck, or very long low-whitespace lines in scripts.",
  },
  {
    id: "obf-padding",
    title: "Content pushed out of view",
    severity: "medium",
    plain: "pushes text far out of view with long runs of spaces or blank lines",
    description: "150+ spaces/tabs before content on a line, or 50+ blank lines before more content, so reviewers scrolling normally miss it.",
  },
  {
    id: "obf-mismatched-type",
    title: "File type does not match its name",
    severity: "high",
    plain: "contains a file whose contents do not match its name (for example a program named like an image)",
    description: "Extension says image/text/document but the bytes are an executable, archive or script (or the reverse).",
  },
  {
    id: "obf-nested-archive",
    title: "Archive inside the bundle",
    severity: "medium",
    plain: "contains an archive inside the skill, which hides files from review",
    description:
      "zip/tar/gzip/7z/rar/xz/bzip2 inside the bundle. zip, tar and gzip are read with the bundle's own archive reader and every entry is scanned; what cannot be read is obf-unscanned.",
  },
  {
    id: "obf-non-utf8",
    title: "Text file that is not UTF-8",
    severity: "medium",
    plain: "contains a text file in an unusual encoding that can hide content from tools",
    description: "A text file that is not valid UTF-8 (UTF-16, legacy code pages, invalid bytes). It is still scanned after a best-effort decode.",
  },
  {
    id: "obf-oversize",
    title: "File too large to scan",
    severity: "critical",
    plain: "contains a file larger than the scanner reads, so it could not be checked",
    description:
      "A file exceeds the per-file limit the registry scans (its bundle limit). Nothing is served that the scanner did not read, so this blocks: split the file or shrink it.",
  },
  {
    id: "obf-unscanned",
    title: "Content the scanner could not read",
    severity: "critical",
    plain: "contains content the scanner could not read (an encrypted, unsupported, corrupt or too large archive)",
    description:
      "An archive inside the bundle whose entries cannot all be read: encrypted (password) entries, 7z/rar/xz/bzip2/zstd formats, corrupt data, links, an archive inside an archive, or more inflated bytes than the scan budget. Unscanned bytes are never installable: repackage as plain files.",
  },
  {
    id: "obf-unknown-binary",
    title: "Unrecognised binary file",
    severity: "low",
    plain: "contains a binary file of unknown type",
    description: "Binary data that is not a known image, font, media, archive or executable format. Printable strings inside it are still scanned.",
  },
];
