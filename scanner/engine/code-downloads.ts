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
  /\b(?:Process\.Start|ProcessStartInfo|Command::new|exec\.Command)\s{0,2}\(\s{0,2}([^,)\n]{1,200})|\bStart-Process\s{1,3}(?:-FilePath\s{1,3})?(\S{1,200})|^\s{0,8}&\s{0,3}(\S{1,200})|\bos\.(?:system|startfile|popen|exec[lv]p?e?)\s{0,2}\(\s{0,2}([^,)\n]{1,200})|\bsubprocess\.\w{1,12}\s{0,2}\(\s{0,2}\[?\s{0,2}([^,\])\n]{1,200})|\b(?:execFile|spawn|execFileSync|spawnSync)\s{0,2}\(\s{0,2}([^,)\n]{1,200})/;
const MAY_SAVE = /outfile|downloadfile|urlretrieve|bitstransfer|writeallbytes|write_bytes|writefilesync|os\.writefile|fs::write/i;
/** Bytes written to a path a few lines after a network read (`File.WriteAllBytes(p, wc.DownloadData(u))`). */
const SAVE_BYTES =
  /\b(?:File\.WriteAllBytes|fs\.writeFileSync|os\.WriteFile|fs::write|ioutil\.WriteFile)\s{0,2}\(\s{0,2}([^,\n]{1,200}),|([\w.$]{1,80})\.write_bytes\s{0,2}\(/;
/** Fileless execution: an anonymous memory file (memfd_create) run by its descriptor path or fexecve. */
const MEMFD = /\bmemfd_create\b/;
const FD_EXEC =
  /\b(?:fexecve|execve?|execvpe?|execl\w{0,2}|spawnv\w{0,2}|Popen|run|call|check_output|execFile(?:Sync)?|spawn(?:Sync)?)\s{0,2}\([^\n]{0,120}\/proc\/(?:self|\d{1,7}|\$\$|\{[^}\n]{1,40}\}|%d)\/fd\/|\bfexecve\s{0,2}\(/;
const NET =
  /\b(?:urlopen|urlretrieve|requests\.get|httpx\.get|fetch|curl|wget|Net::HTTP|https?\.get|DownloadData|socket\.recv|recv|reqwest|ureq|http\.Get|HttpClient|GetByteArrayAsync|openStream|URL\s{0,2}\(|HTTP\.get|httr2?::GET)\b/i;

function token(raw: string): string {
  return raw.trim().replace(/^["'(]+|["');]+$/g, "");
}

/** The caller runs this only on files whose trigger pass saw one of MAY_SAVE's words (line-cues.ts SAVE). */
export function checkCodeDownloads(lines: readonly Line[], env: DetectEnv, sink: Collector): void {
  checkMemoryExec(lines, env, sink);
  const saved = new Map<string, { line: number; host: string; verdict: ReturnType<typeof judgeSource> }>();
  let lastNet: { line: number; urls: ReturnType<typeof findUrls> } | undefined;
  for (const l of lines) {
    if ((l.context !== "script" && l.context !== "fenced") || l.comment || l.text.length > 4000) continue;
    if (NET.test(l.text)) lastNet = { line: l.n, urls: findUrls(l.text) };
    if (saved.size < 32 && MAY_SAVE.test(l.text)) {
      const m = SAVE.exec(l.text);
      const bytes = m || !lastNet || l.n - lastNet.line > 12 ? null : SAVE_BYTES.exec(l.text);
      const target = m ? token(m[1] ?? m[2] ?? m[3] ?? m[4] ?? "") : bytes ? token(bytes[1] ?? bytes[2] ?? "") : "";
      if (target) {
        const urls = m ? findUrls(l.text) : lastNet!.urls;
        saved.set(target, { line: l.n, host: urls[0]?.host ?? "", verdict: judgeSource(urls, env.trustedInstallerHosts) });
      }
      continue;
    }
    if (saved.size === 0) continue;
    const r = RUN.exec(l.text);
    const ran = r ? token(r[1] ?? r[2] ?? r[3] ?? r[4] ?? r[5] ?? r[6] ?? "") : "";
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

/** A downloaded program written to a memory-only file and run from it leaves nothing on disk to inspect:
 *  memfd_create, a network read in the same file, and an exec of /proc/self/fd/N (or fexecve). */
function checkMemoryExec(lines: readonly Line[], env: DetectEnv, sink: Collector): void {
  if (!lines.some((l) => l.text.includes("memfd_create"))) return;
  let memfd: Line | undefined;
  let net: Line | undefined;
  for (const l of lines) {
    if ((l.context !== "script" && l.context !== "fenced") || l.comment || l.text.length > 4000) continue;
    if (!memfd && MEMFD.test(l.text)) memfd = l;
    if (!net && NET.test(l.text)) net = l;
    const r = memfd ? FD_EXEC.exec(l.text) : null;
    if (!r || !memfd) continue;
    const urls = net ? findUrls(net.text) : [];
    const verdict = judgeSource(urls, env.trustedInstallerHosts);
    if (verdict === "trusted") return;
    const from = net ? ` the program read from ${urls[0]?.host ?? "the network"} on line ${net.n}` : " a program";
    sink.hit(
      net && verdict === "untrusted" ? "exec-pipe-shell-untrusted" : "exec-download-run",
      l,
      r.index,
      r[0].length,
      net ? 0.9 : 0.6,
      `Writes${from} into a memory-only file (memfd_create, line ${memfd.n}) and runs it, leaving nothing on disk`,
    );
    return;
  }
}
