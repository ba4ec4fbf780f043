// Everything the dialects, lints and manifest read about one bundle, computed once:
// the skill file, its text, the lenient frontmatter and a position finder.
import type { Bundle, BundleFile } from "@/lib/bundle";
import { locate, type Position, type YamlPath } from "./frontmatter/locate";
import { parseFrontmatter, type LenientFrontmatter } from "./frontmatter/parse-frontmatter";

export type SkillContext = {
  bundle: Bundle;
  /** SKILL.md, else skill.md (the names skills-ref accepts), else null. */
  skillFile: BundleFile | null;
  /** Decoded like Node's readFile(…, "utf-8"): BOM kept, invalid bytes replaced. */
  rawText: string;
  fm: LenientFrontmatter;
  data: Record<string, unknown> | null;
  /** The folder name the skill was read from, when the input had one (a missing name defaults to it). */
  dirName: string | null;
  /** The folder it will be installed under (a publish: its slug); the name must match this one. */
  installDir: string | null;
  locate(path: YamlPath, part?: "key" | "value"): Position | undefined;
  fileSet: Set<string>;
  /** A bundle file decoded as UTF-8, decoded once however many checks read it. */
  textOf(file: BundleFile): string;
};

const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
const lenientDecoder = new TextDecoder();

export function findSkillFile(bundle: Bundle): BundleFile | null {
  return bundle.files.find((f) => f.path === "SKILL.md") ?? bundle.files.find((f) => f.path === "skill.md") ?? null;
}

export function buildSkillContext(bundle: Bundle, options: { installDir?: string } = {}): SkillContext {
  const skillFile = findSkillFile(bundle);
  const rawText = skillFile ? decoder.decode(skillFile.bytes) : "";
  const fm = parseFrontmatter(rawText, skillFile?.path ?? "SKILL.md");
  const texts = new Map<string, string>();
  return {
    bundle,
    skillFile,
    rawText,
    fm,
    data: fm.data,
    dirName: bundle.rootName,
    installDir: options.installDir ?? bundle.rootName,
    locate: (path, part) => locate(fm, path, part),
    fileSet: new Set(bundle.files.map((f) => f.path)),
    textOf(file) {
      let text = texts.get(file.path);
      if (text === undefined) texts.set(file.path, (text = lenientDecoder.decode(file.bytes)));
      return text;
    },
  };
}
