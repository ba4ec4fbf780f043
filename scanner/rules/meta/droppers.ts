// Rule catalog entries for the droppers group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const droppersRules: RuleDef[] = [
  {
    id: "drop-prereq-lure",
    title: "Prerequisite lure next to a download",
    severity: "high",
    plain: "tells the reader a 'required component' must be installed and points to a download or command from an untrusted source",
    description:
      "A 'Prerequisites / requires X to be installed / won't work without' passage sits next to a payload source: paste-site script, raw-IP or shortened URL, password-protected archive, encoded command or executable download. This is the shape of the ClawHavoc install-prompt campaigns.",
  },
  {
    id: "drop-password-archive",
    title: "Password-protected archive",
    severity: "high",
    plain: "hands out a password-protected archive, a common way to slip malware past scanners",
    description:
      'A download is described together with an archive password ("password: 1234"), or the bundle contains an encrypted zip. Encryption hides the contents from antivirus and reviewers.',
  },
  {
    id: "drop-paste-site",
    title: "Link to a paste or file-drop site",
    severity: "medium",
    plain: "points to a paste site where the real script lives, out of reviewers' sight",
    description:
      "A URL on a paste or anonymous file-drop host (glot.io, rentry, pastebin, termbin, 0x0.st, transfer.sh…). The content can change at any time and is not part of the reviewed bundle.",
  },
  {
    id: "drop-paste-in-terminal",
    title: "Asks the user to paste into a terminal or Run dialog",
    severity: "medium",
    plain: "asks the reader to paste a command into a terminal or the Windows Run box",
    description:
      'Instructions to paste something into Terminal, PowerShell, cmd or the Win+R Run dialog ("ClickFix"). On its own low confidence; it feeds the lure combination.',
  },
  {
    id: "drop-raw-ip-url",
    title: "URL with a raw public IP address",
    severity: "high",
    plain: "talks to a server by bare IP address, which legitimate services rarely do",
    description:
      "A URL or download whose host is a public IPv4 address. Private/loopback addresses (192.168.x, 127.0.0.1) and documentation ranges are ignored.",
  },
  {
    id: "drop-url-shortener",
    title: "Shortened URL",
    severity: "medium",
    plain: "hides a link's destination behind a URL shortener",
    description: "bit.ly, tinyurl and similar hide the real destination from the reader and can be re-pointed after review.",
  },
  {
    id: "drop-tunnel-host",
    title: "Tunnel or dynamic-DNS host",
    severity: "medium",
    plain: "uses a temporary tunnel or dynamic-DNS address, typical for throwaway attacker servers",
    description: "ngrok, trycloudflare, serveo, duckdns and similar expose a personal machine under a temporary name.",
  },
  {
    id: "drop-quarantine-bypass",
    title: "Removes OS download protections",
    severity: "high",
    plain: "tells the system to skip the checks that stop unsigned downloads from running",
    description:
      "Removing macOS quarantine (xattr -d com.apple.quarantine, spctl), adding Defender exclusions or disabling real-time protection, or telling the reader to turn off antivirus/Gatekeeper/SmartScreen.",
  },
  {
    id: "drop-impersonation",
    title: "Impersonates an official component",
    severity: "medium",
    plain: "presents a download as an official OpenClaw/Anthropic/vendor component",
    description:
      "Names like openclaw-core, 'official OpenClaw driver', 'Claude helper' or a skill name claiming to be official. Real vendor components are installed through the vendor's own channels.",
  },
  {
    id: "drop-executable-download",
    title: "Direct download of an executable or archive",
    severity: "medium",
    plain: "links directly to a program or archive to download",
    description:
      "A link to .exe/.msi/.dmg/.pkg/.scr/.ps1 or an archive. Lower confidence for release assets on a code host; higher for executables on other hosts.",
  },
];
