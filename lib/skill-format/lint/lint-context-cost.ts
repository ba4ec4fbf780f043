// Context-cost lints: a body that is too long for an agent's context, relative links that lead
// nowhere, and files nothing mentions (shipped to every install, never read).
import { estimateTokens } from "../manifest/estimate-tokens";
import type { SkillContext } from "../skill-context";
import type { Diagnostic } from "../types";
import { extractLinks } from "./extract-links";
import { pathTokens } from "./path-tokens";

export const MAX_BODY_TOKENS = 5000;
const MAX_SEARCH_BYTES = 1024 * 1024;
// Files people expect in a folder whether or not the instructions mention them.
const CONVENTIONAL =
  /^(?:readme|license|licence|copying|notice|changelog|contributing|security)(?:\.[a-z]+)?$|^(?:\.gitignore|\.clawhubignore|package\.json|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|requirements\.txt|pyproject\.toml|uv\.lock|go\.mod|go\.sum|cargo\.toml|cargo\.lock|_meta\.json)$/i;

export function lintContextCost(ctx: SkillContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (!ctx.skillFile) return out;
  const skillPath = ctx.skillFile.path;
  const bodyTokens = estimateTokens(ctx.fm.body);
  if (bodyTokens > MAX_BODY_TOKENS) {
    out.push({
      code: "BODY_TOO_MANY_TOKENS",
      severity: "warning",
      file: skillPath,
      line: ctx.fm.bodyLine,
      message: `The body is about ${bodyTokens} tokens; agents load all of it whenever the skill is used (aim for under ${MAX_BODY_TOKENS}).`,
      hint: "Move reference material into references/ and link to it.",
      source: "lint",
    });
  }

  const texts = ctx.bundle.files
    .filter((f) => f.isText && f.size <= MAX_SEARCH_BYTES)
    .map((f) => ({ path: f.path, text: f.path === skillPath ? ctx.fm.body : ctx.textOf(f) }));
  const folders = new Set(
    ctx.bundle.files.flatMap((f) =>
      f.path
        .split("/")
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
    ),
  );
  const linked = new Set<string>();
  for (const { path, text } of texts) {
    if (!/\.(md|markdown)$/i.test(path)) continue;
    const baseDir = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
    const firstLine = path === skillPath ? ctx.fm.bodyLine : 1;
    for (const link of extractLinks(text, firstLine, baseDir)) {
      linked.add(link.path);
      if (!ctx.fileSet.has(link.path) && !folders.has(link.path)) {
        out.push({
          code: "LINK_BROKEN",
          severity: "warning",
          file: path,
          line: link.line,
          column: link.column,
          message: `Link "${link.target}" points at ${link.path}, which is not in the bundle.`,
          source: "lint",
        });
      }
    }
  }

  // Path-like tokens (containing "." or "/") → the files that mention them, built in one pass.
  const mentions = new Map<string, Set<string>>();
  const note = (token: string, by: string) => {
    const set = mentions.get(token) ?? new Set<string>();
    set.add(by);
    mentions.set(token, set);
  };
  for (const { path, text } of texts) {
    for (const token of pathTokens(text)) {
      note(token, path);
      const slash = token.lastIndexOf("/");
      if (slash !== -1) note(token.slice(slash + 1), path);
    }
  }
  const mentionedBy = (token: string, exclude: string, only?: string) =>
    [...(mentions.get(token) ?? [])].some((by) => by !== exclude && (only === undefined || by === only));
  for (const file of ctx.bundle.files) {
    if (file.path === skillPath || linked.has(file.path) || CONVENTIONAL.test(file.path.slice(file.path.lastIndexOf("/") + 1))) continue;
    const base = file.path.slice(file.path.lastIndexOf("/") + 1);
    if (!mentionedBy(file.path, file.path) && !mentionedBy(base, file.path, skillPath)) {
      out.push({
        code: "FILE_UNREFERENCED",
        severity: "info",
        file: file.path,
        message: `${file.path} is not linked or mentioned from SKILL.md or any other file; agents will not know to read it.`,
        source: "lint",
      });
    }
  }
  return out;
}
