// Rule catalog entries for the execution group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const executionRules: RuleDef[] = [
  {
    id: "exec-pipe-shell",
    title: "Remote script piped into an interpreter",
    severity: "high",
    plain: "downloads a script and runs it immediately, so what runs is whatever the server sends that day",
    description:
      'curl/wget/iwr output piped into sh/bash/python/iex, or run via bash -c "$(curl …)", source <(curl …), eval "$(curl …)". The script is not part of the reviewed bundle. Well-known installers (configurable list) are reported as exec-known-installer instead.',
  },
  {
    id: "exec-pipe-shell-untrusted",
    title: "Remote script from an untrusted host executed",
    severity: "critical",
    plain: "downloads a program from a raw IP address, paste site, tunnel or unencrypted link and runs it",
    description:
      "A fetch-and-execute (pipe to shell, download + chmod + run, PowerShell cradle) whose source is a raw IP, paste site, URL shortener, tunnel, request-collector or plain http. This is how stealers are delivered.",
  },
  {
    id: "exec-known-installer",
    title: "Well-known installer piped into a shell",
    severity: "low",
    plain: "uses the official one-line installer of a well-known tool",
    description:
      "curl | sh from a host on the registry's trusted-installer list (brew.sh, rustup, astral.sh, get.docker.com, bun.sh, deno…). Still remote code, but the documented install path of a known project.",
  },
  {
    id: "exec-powershell-cradle",
    title: "PowerShell/LOLBin download cradle",
    severity: "high",
    plain: "uses a Windows download-and-run trick that malware commonly uses",
    description:
      "IEX (New-Object Net.WebClient).DownloadString, iwr … | iex, certutil -urlcache, mshta http…, regsvr32 /i:http, bitsadmin /transfer, powershell -EncodedCommand.",
  },
  {
    id: "exec-download-run",
    title: "Download, make executable and run",
    severity: "medium",
    plain: "downloads a program, marks it executable and runs it",
    description:
      "curl/wget -o file followed by chmod +x and execution on the same line. Common for installing release binaries; judged with the download host (untrusted hosts escalate to exec-pipe-shell-untrusted).",
  },
  {
    id: "exec-decode-exec",
    title: "Encoded payload decoded and executed",
    severity: "critical",
    plain: "decodes a hidden (encoded) command and runs it",
    description:
      "base64/hex/char-code data decoded and handed to a shell or eval: `echo … | base64 -d | bash`, exec(b64decode(…)), eval(atob(…)), IEX FromBase64String, powershell -EncodedCommand. Legitimate tools have no reason to hide the command they run.",
  },
  {
    id: "exec-reverse-shell",
    title: "Reverse shell",
    severity: "critical",
    plain: "opens a remote-control connection that gives someone else a shell on this machine",
    description:
      "Patterns that connect a shell to a remote host: /dev/tcp redirections with an interactive shell, nc -e, mkfifo + nc, socat exec:, dup2 + pty.spawn, PowerShell TCPClient streams. A bare /dev/tcp port probe gets lower confidence.",
  },
  {
    id: "exec-dynamic-eval",
    title: "Dynamic code evaluation",
    severity: "medium",
    plain: "evaluates code built at run time, which hides what will actually run",
    description:
      'eval/exec/new Function/vm.runIn*Context on a non-literal, os.system or subprocess shell=True on a built string (scripts and code blocks only). `eval "$(tool init)"` shell idioms are not matched.',
  },
  {
    id: "exec-string-built",
    title: "Command assembled from fragments",
    severity: "high",
    plain: "assembles a command from pieces so that a reader or scanner cannot see it",
    description:
      "String.fromCharCode/chr() lists, quote-split command names (c''url, w\"g\"et), ${IFS} tricks, $'\\x63…' strings, require('child_'+'process'), __import__ on concatenations.",
  },
  {
    id: "exec-destructive",
    title: "Destructive command",
    severity: "high",
    plain: "can erase the user's files or disks",
    description: "rm -rf on / ~ $HOME, mkfs, dd onto a disk device, fork bombs, chmod -R 777 /, deleting shadow copies, wiping Windows drives.",
  },
  {
    id: "exec-miner",
    title: "Cryptocurrency miner",
    severity: "critical",
    plain: "runs a cryptocurrency miner on the user's machine",
    description: "xmrig/cpuminer/minerd, stratum+tcp pool URLs, --donate-level, known Monero pools.",
  },
];
