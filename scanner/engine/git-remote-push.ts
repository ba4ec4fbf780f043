// A repository pushed to a remote the skill adds with a fixed address (exfil-upload).
import type { Line, Signal } from "../rules/types";
import type { Collector } from "./collector";
import { excerpt } from "./evidence";

function lineText(lines: readonly Line[], n: number): string {
  return lines[n - 1]?.text ?? "";
}

const REMOTE_ADD =
  /\bgit\s{1,3}remote\s{1,3}add\s{1,3}(?:-[\w-]{1,20}\s{1,3}){0,3}([\w.-]{1,60})\s{1,3}["']?((?:https?|ssh|git):\/\/[^\s"'$]{3,300}|[\w.-]{1,60}@[\w.-]{1,253}:[^\s"'$]{1,300})/;

/** A remote the skill adds with a fixed address, then pushes to: the repository (and whatever `git add -f`
 *  forced into it) goes to that host. A remote the user supplies (`"$MIRROR_URL"`) is not fixed. */
export function checkGitRemotePush(lines: readonly Line[], signals: readonly Signal[], sink: Collector): void {
  const adds: Array<{ name: string; url: string; line: number }> = [];
  for (const s of signals) {
    if (s.kind !== "net-sink" || adds.length >= 8) continue;
    const m = REMOTE_ADD.exec(lineText(lines, s.line));
    if (m && !adds.some((a) => a.line === s.line)) adds.push({ name: m[1]!, url: m[2]!, line: s.line });
  }
  if (adds.length === 0) return;
  for (const l of lines) {
    if (l.context !== "script" && l.context !== "fenced") continue;
    if (!l.text.includes("push") || l.text.length > 4000) continue;
    const push = /\bgit\s{1,3}push\b([^\n;&|]{0,200})/.exec(l.text);
    if (!push) continue;
    const args = push[1]!.split(/\s{1,8}/);
    const add = adds.find((a) => args.includes(a.name) || args.includes(`"${a.name}"`));
    if (!add) continue;
    const everything = /--mirror\b|--all\b|--force\b|\s-f\b/.test(push[1]!);
    sink.add({
      ruleId: "exfil-upload",
      file: l.file,
      line: l.n,
      column: push.index + 1,
      confidence: everything ? 0.7 : 0.6,
      message: `Pushes the repository to ${add.url.slice(0, 80)}, a remote the skill adds (line ${add.line})`,
      evidence: excerpt(l.text, push.index, 80),
      context: l.context,
    });
    return;
  }
}
