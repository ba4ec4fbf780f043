// Which language a bundle file is, from its name (and a shebang when the name says nothing).
import { resolveLanguage } from "./languages";

const BY_NAME: Record<string, string> = { dockerfile: "dockerfile", containerfile: "dockerfile", makefile: "shell", ".env": "ini", ".gitignore": "ini" };

export function detectLanguage(path: string, firstLine = ""): string | null {
  const name = path.split("/").pop()!.toLowerCase();
  if (BY_NAME[name]) return BY_NAME[name];
  const dot = name.lastIndexOf(".");
  const byExtension = dot > 0 ? resolveLanguage(name.slice(dot + 1)) : null;
  if (byExtension) return byExtension;
  const shebang = /^#!\s*(?:\/usr\/bin\/env\s+)?\S*?([A-Za-z0-9]+)(?:\s|$)/.exec(firstLine);
  return shebang ? resolveLanguage(shebang[1]) : null;
}
