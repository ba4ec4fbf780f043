// Joins signals within a file: a credential source near a network sink is exfiltration; an undeclared
// secret sent to a host unrelated to its name is suspicious. "Near" depends on context (same command,
// same code block, a few script lines).
import type { Line, Signal } from "../rules/types";
import type { Collector } from "./collector";
import { excerpt } from "./evidence";

const GENERIC = new Set([
  "api",
  "key",
  "keys",
  "token",
  "tokens",
  "secret",
  "secrets",
  "access",
  "auth",
  "password",
  "passwd",
  "pass",
  "pwd",
  "private",
  "client",
  "app",
  "bot",
  "user",
  "service",
  "account",
  "session",
  "cookie",
  "credentials",
  "credential",
  "oauth",
  "bearer",
  "refresh",
  "pat",
  "personal",
  "admin",
  "env",
  "prod",
  "dev",
  "the",
  "url",
  "base",
  "host",
  "seed",
  "mnemonic",
  "apikey",
]);

/** The block id of a line, and (for markdown) the section it is in: the heading above it. */
export type BlockIndex = ((line: number) => string) & { section(line: number): number };

const HEADING = /^ {0,3}#{1,6}\s/;

/** Lines in the same fenced block (or the same script) share an id; prose lines are their own block. */
export function blockIndex(lines: readonly Line[]): BlockIndex {
  const ids: string[] = [];
  const sections: number[] = [];
  let fence = 0;
  let inFence = false;
  let section = 0;
  for (const l of lines) {
    if (l.context === "fenced") {
      if (!inFence) {
        fence = l.n;
        inFence = true;
      }
      ids[l.n] = `f${fence}`;
    } else {
      inFence = false;
      ids[l.n] = l.context === "script" || l.context === "asset" ? "s" : `p${l.n}`;
      if ((l.context === "prose" || l.context === "reference") && l.text.charCodeAt(0) !== 32 && HEADING.test(l.text)) section = l.n;
    }
    sections[l.n] = section;
  }
  const index = ((n: number) => ids[n] ?? `p${n}`) as BlockIndex;
  index.section = (n) => sections[n] ?? -1;
  return index;
}

/** Instructions to the agent spread over a section ("Collect: - the output of `gh auth token` …" then
 *  "Submit them by requesting this address …"): within one section of a markdown file, this many lines. */
const SECTION_REACH = 12;

function near(a: Signal, b: Signal, block: BlockIndex): boolean {
  if (a.file !== b.file) return false;
  const d = Math.abs(a.line - b.line);
  if (d === 0) return true;
  const ba = block(a.line);
  const bb = block(b.line);
  if (ba === "s" && bb === "s") return d <= 40;
  if (ba.startsWith("f") && ba === bb) return d <= 30;
  if (d <= 2) return true;
  return ba !== "s" && bb !== "s" && d <= SECTION_REACH && block.section(a.line) === block.section(b.line);
}

export function nameMatchesHost(name: string, host: string): boolean | undefined {
  const tokens = name
    .toLowerCase()
    .split("_")
    .filter((t) => t.length >= 3 && !GENERIC.has(t));
  if (tokens.length === 0) return undefined;
  const h = host.toLowerCase();
  return tokens.some((t) => h.includes(t) || (t.length > 5 && h.includes(t.slice(0, 5))));
}

const ENCODED_OUT =
  /\|\s{0,2}(?:base64|base32|basenc|rev|xxd|gzip|openssl|od)\b|\bbtoa\s{0,2}\(|\bb(?:64|32|16)encode\s{0,2}\(|toString\(\s{0,2}["'](?:base64|hex)["']/;

/** Does `sink` upload the file that `source` redirects its output to? */
function uploadsFileOf(source: string, sink: string): boolean {
  const f = /(?:>>?|\btee\s{1,3}(?:-a\s{1,3})?)\s{0,2}["']?([\w./~-]{1,120})/.exec(source)?.[1];
  if (!f || f === "/dev/null") return false;
  const esc = f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?:-T|--upload-file|--data-binary|--data|-d|-F\\s{0,2}[\\w-]{0,30}=)\\s{0,2}["']?@?${esc}(?![\\w./-])`).test(sink);
}

/** Markdown instructions to the agent: what they collect in one section they may send in another (the
 *  collecting said in prose, the send not a table row describing one, neither under a warning). */
const MARKDOWN = new Set(["prose", "reference", "fenced", "frontmatter"]);
const TABLE_ROW = /^\s{0,3}\|/;

export function checkFlows(lines: readonly Line[], signals: readonly Signal[], sink: Collector): void {
  const sinks = signals.filter((s) => s.kind === "net-sink" || s.kind === "agent-sink");
  if (sinks.length === 0) return;
  const sources = signals.filter((s) => s.kind === "cred-source" && s.confidence >= 0.45);
  const secrets = signals.filter((s) => s.kind === "secret-env");
  if (sources.length === 0 && secrets.length === 0) return;
  const block = blockIndex(lines);
  const textOf = (n: number) => lines[n - 1]?.text ?? "";
  const contextOf = (n: number) => lines[n - 1]?.context ?? "prose";
  for (const out of sinks) {
    const [cls = "unknown", host = ""] = out.detail.split(/:(.*)/s);
    const report = (ruleId: "exfil-credential-to-network" | "cred-undeclared-secret", confidence: number, message: string) =>
      sink.add({
        ruleId,
        file: out.file,
        line: out.line,
        column: out.column,
        confidence: Math.round(confidence * 100) / 100,
        message,
        evidence: excerpt(textOf(out.line), Math.max(0, out.column - 1), 60),
        context: contextOf(out.line),
      });
    // A send the agent is told to make joins the credentials the same instructions tell it to collect (read
    // with a verb: "the output of `gh auth token`"), anywhere in the file.
    const src =
      sources.find((s) => near(s, out, block)) ??
      (out.kind === "agent-sink" && MARKDOWN.has(out.context) && out.confidence === 1 && !TABLE_ROW.test(textOf(out.line))
        ? sources.find((s) => s.confidence >= 0.6 && s.file === out.file && (s.context === "prose" || s.context === "reference") && !s.decoded)
        : undefined);
    if (src) {
      const same = src.line === out.line;
      const conf = Math.min(0.98, (same ? 0.95 : 0.85) * Math.min(1, src.confidence / 0.7) * out.confidence);
      report("exfil-credential-to-network", conf, `${src.detail} (line ${src.line}) and sends data to ${host || "the network"} (line ${out.line})`);
      continue;
    }
    for (const sec of secrets) {
      if (!near(sec, out, block)) continue;
      // Written to a file that this request uploads (`echo "$P" > .d` … `curl -T .d …`): as good as the same line.
      const viaFile = sec.line !== out.line && uploadsFileOf(textOf(sec.line), textOf(out.line));
      // A secret used on a line that has its own request belongs to that request.
      if (sec.line !== out.line && sinks.some((s) => s.line === sec.line && s.file === sec.file)) continue;
      const hostile = cls === "drop" || cls === "raw-ip" || cls === "tunnel" || cls === "paste" || cls === "webhook";
      if (hostile) {
        report("exfil-credential-to-network", 0.85 * out.confidence, `Sends the undeclared secret ${sec.detail} to ${host}`);
        break;
      }
      if (!host || cls === "private-ip" || cls === "unknown") continue;
      if (nameMatchesHost(sec.detail, host) !== false) continue;
      // Encoded on its way out (`| base64 | rev`, btoa, b64encode) to a host its name does not belong to: exfiltration.
      if (ENCODED_OUT.test(textOf(sec.line)) || ENCODED_OUT.test(textOf(out.line))) {
        report("exfil-credential-to-network", 0.85 * out.confidence, `Encodes ${sec.detail} (line ${sec.line}) and sends it to ${host}`);
        break;
      }
      report(
        "cred-undeclared-secret",
        (sec.line === out.line || viaFile ? 0.7 : 0.55) * out.confidence,
        `Sends ${sec.detail}, which the manifest does not declare, to ${host}`,
      );
      break;
    }
  }
}
