// A reverse shell written over several statements, in any language: a socket opened to a host, the
// process's standard streams tied to it, and a shell started — each line harmless to a line rule.
// (Perl: IO::Socket::INET->new … open(STDIN, ">&", $s) … exec("/bin/sh -i"); Ruby: TCPSocket.new …
// $stdin.reopen(s) … exec "sh"; Node: net.connect … sh.stdout.pipe(client) … spawn("/bin/sh"); Python:
// Popen(["/bin/sh"], stdin=s.fileno()); Go: net.Dial("tcp", …) … cmd.Stdin = conn.)
import type { Line } from "../rules/types";
import type { Collector } from "./collector";

const CONNECT =
  /IO::Socket::INET\s{0,2}->\s{0,2}new|\bsocket\.(?:socket|create_connection)\s{0,2}\(|\bTCPSocket\.(?:new|open)\s{0,2}\(|\bnet\.(?:connect|createConnection)\s{0,2}\(|\bnew\s{1,3}net\.Socket\s{0,2}\(|Net\.Sockets\.TCPClient|\bsocket\s{0,2}\(\s{0,2}[\w$]{1,20}\s{0,2},\s{0,2}PF_INET|\bfsockopen\s{0,2}\(|\bnet\.Dial(?:Timeout)?\s{0,2}\(\s{0,2}"(?:tcp|udp)/;
const STDIO =
  /\bopen\s{0,2}\(\s{0,2}(?:\*?STD(?:IN|OUT|ERR)|\$std(?:in|out|err))\s{0,2},\s{0,2}(?:["']|q[qw]?[({])?[>+<]{0,2}&|\bdup2?\s{0,2}\(|\.reopen\s{0,2}\(|\.pipe\s{0,2}\(\s{0,2}[\w$]{1,30}\.stdin\s{0,2}\)|\.std(?:out|err)\.pipe\s{0,2}\(|\.GetStream\s{0,2}\(|\bproc_open\s{0,2}\(|\bstd(?:in|out|err)\s{0,2}=\s{0,2}[\w.]{1,30}\.fileno\s{0,2}\(|\bstd(?:in|out|err)\s{0,2}=\s{0,2}(?!subprocess\b|PIPE\b|DEVNULL\b|None\b|STDOUT\b|sys\b|open\b|f\b|fh\b|log)[A-Za-z_]\w{0,30}\s{0,2}[,)]|\.Std(?:in|out|err)\s{0,2}=\s{0,2}[\w.]{1,30}\s{0,2};?\s{0,2}$/;
const SHELL =
  /(?:["'`]|\bq[qw]?[({])(?:\/bin\/)?(?:ba|z|da)?sh(?:\s{1,3}-i)?(?:["'`)}])|["'](?:cmd|powershell)(?:\.exe)?["']|\bpty\.spawn\b|\bInvoke-Expression\b|\biex\b/i;
const WINDOW = 12;
const MAY = /socket|tcpclient|net\.|fsockopen/i;

/** The caller runs this only on files whose trigger pass saw a socket word (line-cues.ts SOCKET). The
 *  shell may be started before the streams are tied (`sh = spawn("/bin/sh")` … `client.pipe(sh.stdin)`):
 *  all three within WINDOW lines after the connect, in any order, make the shell. */
export function checkReverseShellFlow(lines: readonly Line[], sink: Collector): void {
  let connect = -1;
  let stdio = -1;
  let shell = -1;
  let shellAt = { index: 0, length: 0 };
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if ((l.context !== "script" && l.context !== "fenced") || l.comment || l.text.length > 4000) continue;
    if (MAY.test(l.text) && CONNECT.test(l.text)) {
      connect = i;
      stdio = -1;
      shell = -1;
    }
    if (connect === -1 || i - connect > WINDOW) continue;
    if (STDIO.test(l.text)) stdio = i;
    const m = SHELL.exec(l.text);
    if (m) {
      shell = i;
      shellAt = { index: m.index, length: m[0].length };
    }
    if (stdio < connect || shell < connect) continue;
    const at = lines[shell]!;
    sink.hit(
      "exec-reverse-shell",
      at,
      shellAt.index,
      shellAt.length,
      0.85,
      `Connects a socket (line ${lines[connect]!.n}), ties the standard streams to it (line ${lines[stdio]!.n}) and starts a shell (line ${at.n})`,
    );
    return;
  }
}
