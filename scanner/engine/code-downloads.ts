// Code that saves a download to a file and runs that file later (the shell form is read by
// scanner/shell): `Invoke-WebRequest … -OutFile $out` … `Start-Process $out`, `urlretrieve(url, p)` …
// `subprocess.run([p])`, `DownloadFile(url, path)` … `& $path`. The file is named by the same
// variable or literal in both places.
import { findUrls, judgeSource } from "../hosts";
import type { DetectEnv, Line } from "../rules/types";
import type { Collector } from "./collector";

const SAVE =
  /-OutFile\s{1,3}(\S{1,200})|\.DownloadFile(?:Async)?\s{0,2}\([^,\n]{1,300},\s{0,2}([^)\n]{1,200})\)|\burlretrieve\s{0,2}\([^,\n]{1,300},\s{0,2}([^),\n]{1,200})|\bStart-BitsTransfer\b[^\n]{0,300}-Destination\s{1,3}(\S{1,200})/i;
const RUN =
  /\bStart-Process\s{1,3}(?:-FilePath\s{1,3})?(\S{1,200})|^\s{0,8}&\s{0,3}(\S{1,200})|\bos\.(?:system|startfile|popen|exec[lv]p?e?)\s{0,2}\(\s{0,2}([^,)\n]{1,200})|\bsubprocess\.\w{1,12}\s{0,2}\(\s{0,2}\[?\s{0,2}([^,\])\n]{1,200})|\b(?:execFile|spawn|execFileSync|spawnSync)\s{0,2}\(\s{0,2}([^,)\n]{1,200})/;
const MAY_SAVE = /outfile|downloadfile|urlretrieve|bitstransfer/i;

function token(raw: string): string {
  return raw.trim().replace(/^["'(]+|["');]+$/g, "");
}

/** The caller runs this only on files whose trigger pass saw one of MAY_SAVE's words (line-cues.ts SAVE). */
export function checkCodeDownloads(lines: readonly Line[], env: DetectEnv, sink: Collector): void {
  const saved = new Map<string, { line: number; host: string; verdict: ReturnType<typeof judgeSource> }>();
  for (const l of lines) {
    if ((l.context !== "script" && l.context !== "fenced") || l.comment || l.text.length > 4000) continue;
    if (saved.size < 32 && MAY_SAVE.test(l.text)) {
      const m = SAVE.exec(l.text);
      const target = m ? token(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "") : "";
      if (target) {
        const urls = findUrls(l.text);
        saved.set(target, { line: l.n, host: urls[0]?.host ?? "", verdict: judgeSource(urls, env.trustedInstallerHosts) });
      }
      continue;
    }
    if (saved.size === 0) continue;
    const r = RUN.exec(l.text);
    const ran = r ? token(r[1] ?? r[2] ?? r[3] ?? r[4] ?? r[5] ?? "") : "";
    const from = ran ? saved.get(ran) : undefined;
    if (!r || !from || from.verdict === "trusted") continue;
    const untrusted = from.verdict === "untrusted";
    sink.hit(
      untrusted ? "exec-pipe-shell-untrusted" : "exec-download-run",
      l,
      r.index,
      r[0].length,
      untrusted ? 0.95 : /github(?:usercontent)?\.com$/.test(from.host) ? 0.35 : 0.6,
      `Runs ${ran}, downloaded from ${from.host || "the network"} on line ${from.line}`,
    );
  }
}
