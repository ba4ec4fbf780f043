// Scripts documented in the body, Agent OS style: a `## Scripts` section whose `### <script>`
// subsections describe each script and give its **Usage** (a fenced block or inline code after it).
// One pass over the lines; fenced code is skipped so a `#` inside it is never read as a heading.
export type DocumentedScript = { name: string; usage: string; description: string | null };

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)[ \t#]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const USAGE = /^\s*\*\*usage:?\*\*:?\s*(.*)$/i;
const MAX_SCRIPTS = 100;
// The manifest is stored with every version and served whole: documentation stays documentation.
const MAX_USAGE = 2000;
const MAX_DESCRIPTION = 500;

function plain(text: string): string {
  return text
    .replace(/`/g, "")
    .replace(/\*\*|__/g, "")
    .trim();
}

export function readScriptsSection(body: string): DocumentedScript[] {
  const lines = body.split(/\r?\n/);
  const out: DocumentedScript[] = [];
  let inSection = false;
  let current: { name: string; description: string[]; usage: string | null; awaitingUsage: boolean; collecting: string[] | null } | null = null;
  let fence: string | null = null;
  const finish = () => {
    if (current && current.usage !== null && out.length < MAX_SCRIPTS) {
      const description = current.description.join(" ").trim().slice(0, MAX_DESCRIPTION);
      out.push({ name: current.name.slice(0, 200), usage: current.usage.slice(0, MAX_USAGE), description: description || null });
    }
    current = null;
  };
  for (const line of lines) {
    if (fence !== null) {
      if (line.trim().startsWith(fence)) {
        fence = null;
        if (current?.collecting) {
          current.usage = current.collecting.join("\n").trim();
          current.collecting = null;
        }
      } else current?.collecting?.push(line);
      continue;
    }
    const opening = FENCE.exec(line);
    if (opening) {
      fence = opening[1]!;
      if (current && current.awaitingUsage && current.usage === null) {
        current.collecting = [];
        current.awaitingUsage = false;
      }
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      if (level <= 2) {
        finish();
        inSection = level === 2 && /^scripts$/i.test(plain(heading[2]!));
      } else if (inSection && level === 3) {
        finish();
        current = { name: plain(heading[2]!), description: [], usage: null, awaitingUsage: false, collecting: null };
      }
      continue;
    }
    if (!inSection || !current) continue;
    const usage = USAGE.exec(line);
    if (usage && current.usage === null) {
      const inline = /`([^`]+)`/.exec(usage[1]!);
      if (inline) current.usage = inline[1]!.trim();
      else current.awaitingUsage = true;
      continue;
    }
    if (!current.awaitingUsage && current.usage === null && line.trim() && !/^\s*\*\*[^*]+\*\*:/.test(line)) current.description.push(line.trim());
  }
  finish();
  return out;
}
