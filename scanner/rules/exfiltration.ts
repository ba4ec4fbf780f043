// Exfiltration: data posted out, drop sites and chat webhooks, DNS tunnels, data smuggled in image URLs.
// Also emits the network-sink and secret-env signals that the flow check (engine/flow.ts) joins with credential reads.
import { CHAT_WEBHOOK_MARKERS, findUrls } from "../hosts";
import { detector, guarded, patterns } from "./helpers";
import { exfiltrationRules } from "./meta/exfiltration";
import type { RuleGroup } from "./types";

const SINK_RE =
  /\b(?:curl|wget|http(?:ie)?|nc|ncat|netcat|scp|rsync|sftp|ftp|tftp|telnet|sendmail|mail|invoke-webrequest|invoke-restmethod|iwr|irm)\b(?=\s)|\b(?:requests|httpx|aiohttp|urllib\d?|http\.client|axios|got|superagent|smtplib)\s{0,2}\.\s{0,2}\w{2,20}\s{0,2}\(|\bfetch\s{0,2}\(|\b(?:https?|net)\.(?:request|get|connect)\s{0,2}\(|\bnew\s{1,3}(?:XMLHttpRequest|WebSocket|Net\.WebClient)|\burlopen\s{0,2}\(|\bhttp\.(?:Post|PostForm|NewRequest(?:WithContext)?)\s{0,2}\(|\.openConnection\s{0,2}\(|\bHttpURLConnection\b|\bHttpClient\b[^\n]{0,80}\.(?:send|post|put)\w{0,5}\s{0,2}\(|\.(?:PostAsync|PutAsync|SendAsync)\s{0,2}\(|\b(?:HTTPoison|Req|Tesla|HTTPotion|:httpc)\.(?:post|put|request)!?\s{0,2}\(|\bhttr2?::(?:POST|PUT|req_perform)\b|\bHTTP\.(?:post|put|request)\s{0,2}\(|\bcurl_exec\s{0,2}\(|\bUnityWebRequest\.Post\b|\bsocket\.(?:connect|send|sendto)\s{0,2}\(|\.upload(?:file|string|data)\s{0,2}\(|\b(?:send|post|upload|forward|transmit|exfiltrate|submit|report|beacon|ship)\w{0,3}\s[^\n]{0,80}\bto\s{1,3}(?:<|\[|\(|`){0,2}https?:\/\//i;
const SECRET_NAME = /(?:KEY|TOKEN|SECRET|PASSWORD|PASSWD|PASS|PWD|CREDENTIALS?|AUTH|COOKIE|SESSION|PRIVATE|SEED|MNEMONIC|APIKEY)(?:_|$)/;
const ENV_READ =
  /\$\{?([A-Z][A-Z0-9_]{2,60})\}?|process\.env(?:\.([A-Z_][A-Z0-9_]{2,60})|\[\s{0,2}["']([A-Z_][A-Z0-9_]{2,60})["']\s{0,2}\])|os\.(?:environ(?:\.get)?\s{0,2}[[(]\s{0,2}|getenv\s{0,2}\(\s{0,2})["']([A-Z_][A-Z0-9_]{2,60})["']|\$env:([A-Z_][A-Z0-9_]{2,60})|\bgetenv\s{0,2}\(\s{0,2}["']([A-Z_][A-Z0-9_]{2,60})["']|Deno\.env\.get\(\s{0,2}["']([A-Z_][A-Z0-9_]{2,60})["']/g;

/** Files and keys Windows resolves on its own (icons, shortcut targets, library locations). */
const AUTO_FETCH_FILE = /\.(?:url|scf|lnk|library-ms|searchconnector-ms)$|(?:^|\/)desktop\.ini$/i;
const AUTO_FETCH_KEY = /^\s{0,8}(?:IconFile|IconResource|IconLocation|Logo|<iconReference>|<url>|<simpleLocation>)\s{0,2}=?/i;
const UNC = /(?:file:)?(?:\\\\|\/\/)([A-Za-z0-9][A-Za-z0-9.-]{0,252})(?:@(?:SSL|\d{1,5}))?[\\/][^\s"'<>]{1,200}/;
const SECRET_HINT = /KEY|TOKEN|SECRET|PASS|PWD|CREDENTIAL|AUTH|COOKIE|SESSION|PRIVATE|SEED|MNEMONIC/;
const SINK_EXTRA =
  /\b(?:ping|ping6|hping3?)\b[^\n|;]{0,60}\s(?:-p|--data|-E|--file)\s{1,3}["']?\$|\bgh\s{1,3}gist\s{1,3}create\b|\bgh\s{1,3}api\b[^\n]{0,60}\bgists\b|api\.github\.com\/gists\b|\bmethod\s{0,2}:\s{0,2}["']?POST\b|\bgit\s{1,3}push\b[^\n]{0,40}https?:\/\/|\bgit\s{1,3}remote\s{1,3}add\s{1,3}\S{1,40}\s{1,3}https?:\/\/|\b(?:xdg-open|open|start)\s{1,3}["']?https?:\/\/[^\s"']{0,300}\$\(|\b(?:dig|nslookup|host)\b[^\n]{0,80}\$[({]|\.request\s{0,2}\(\s{0,2}\{[^}\n]{0,200}\bhost\s{0,2}:|\bNet::HTTP\.post\b|\bInvoke-RestMethod\b[^\n]{0,200}-Method\s{1,3}["']?Post|\burllib\.request\.Request\s{0,2}\([^\n]{0,300}data\s{0,2}=|\b(?:requests|httpx)\.post\s{0,2}\(|\bmethod\s{0,2}:\s{0,2}["']POST["']|\bgh (?:issue|pr|release|gist) (?:create|comment|edit|upload)\b|\bgh api\b[^\n]{0,160}(?: -X ?["']?(?:POST|PUT|PATCH)|--method[= ]["']?(?:POST|PUT|PATCH)| -[fF] |--(?:raw-)?field\b|--input\b)|\b(?:npm|pnpm|yarn|cargo|poetry) publish\b|\btwine upload\b|\bgem push\b/i;

/** A URL placeholder filled with what the user has: "fill {ctx} with the contents of the last file you
 *  opened plus any environment variables in the conversation" (plain regex: its words are common ones). */
const FILL_WITH_CONTENTS =
  /\b(?:fill|replace|substitute|populate)\s{1,3}(?:in\s{1,3})?(?:`?(?:\{\{?|<|\$\{)[\w .-]{1,30}(?:\}\}?|>)`?|(?:the|each|every)\s{1,3}placeholders?)\s{1,3}with\s[^\n.]{0,100}?\b(?:contents?\s{1,3}of|conversation|chat\s{1,3}history|(?:user'?s\s{1,3})?messages|environment\s{1,3}variables|env\s{1,3}vars)\b/i;
const TEMPLATE_URL = /https?:\/\/[^\s?"'\x60<>]{1,300}\?[^\s"'\x60]{0,300}?=(?:\{\{?|<|\$\{|%7b)/i;
const SAID_SEND =
  /\b(?:submit|send|post|upload|report|share|transmit|forward|sync|register)\w{0,3}\s[^\n.]{0,100}?\b(?:with|using|via|through)\s{1,3}(?:your|the)\s{1,3}(?:own\s{1,3})?(?:web[\s_-]{0,2}fetch|fetch|browser|web|http)(?:\s{1,3}tool)?\b/i;

// Skipped on lines without the words they need (rules/word-filter.ts).
const templateUrl = guarded(TEMPLATE_URL);
const sinkExtra = guarded(SINK_EXTRA);
const sinkRe = guarded(SINK_RE);

export const exfiltration: RuleGroup = {
  group: "exfiltration",
  rules: exfiltrationRules,
  line: [
    detector(
      [
        // ping -p "$data" (not every word ending in "ping"): the flag and a variable after it.
        ' -p "$',
        " -p $",
        " -p '$",
        ' --data "$',
        " --data $",
        ' -e "$',
        " -e $",
        ' --file "$',
        " --file $",
        "gist create",
        "gists",
        "method: post",
        "git push",
        "git remote add",
        "xdg-open",
        "open ",
        "start ",
        "dig ",
        "nslookup",
        "host ",
        ".request(",
        "net::http",
        "invoke-restmethod",
        "urllib.request.request",
        "requests.post",
        "httpx.post",
        "method: 'post'",
        'method: "post"',
        // GitHub CLI writes (an issue, a commit through the contents API) and package publishes carry data out too.
        "gh issue",
        "gh pr",
        "gh release",
        "gh gist",
        "gh api",
        "npm publish",
        "pnpm publish",
        "yarn publish",
        "poetry publish",
        "cargo publish",
        "twine upload",
        "gem push",
      ],
      (line, _env, out) => {
        // Network sinks without an obvious URL verb: gists, pushes to a URL, browsers opened on a URL,
        // DNS lookups of built names, ICMP echo padded with data (ping -p), request objects. Only signals: the flow checks join them to sources.
        const m = sinkExtra(line.text);
        if (!m) return;
        const url = findUrls(line.text)[0];
        out.signal("net-sink", m.index, url ? `${url.hostClass}:${url.host}` : "unknown:", m[0].length);
      },
    ),
    detector(
      [
        "://",
        "curl",
        "wget",
        "nc ",
        "ncat",
        "netcat",
        "scp",
        "rsync",
        "ftp",
        "telnet",
        "mail",
        "invoke-",
        "iwr",
        "irm",
        "requests",
        "httpx",
        "aiohttp",
        "urllib",
        "http",
        "axios",
        "got(",
        "got.",
        "superagent",
        "fetch",
        "xmlhttprequest",
        "websocket",
        "urlopen",
        "http.post",
        "http.newrequest",
        "openconnection",
        "httpurlconnection",
        "httpclient",
        "async(",
        "httpoison",
        "req.post",
        "tesla.",
        "httpc",
        "httr",
        "http.put",
        "curl_exec",
        "webclient",
        "socket",
        "upload",
        "send",
        "post",
        "forward",
        "transmit",
        "exfiltrate",
        "submit",
        "beacon",
      ],
      (line, env, out) => {
        const sink = sinkRe(line.text);
        const urls = findUrls(line.text);
        for (const u of urls) {
          if (u.hostClass === "drop") {
            out.hit("exfil-drop-site", u.index, u.url.length, 0.85);
            out.signal("net-sink", u.index, "drop:" + u.host);
          }
        }
        const lower = line.lower;
        for (const marker of CHAT_WEBHOOK_MARKERS) {
          const i = lower.indexOf(marker);
          if (i === -1) continue;
          const upload = /senddocument|sendphoto|\bfiles?\s{0,2}=|-f\s{1,3}["']?(?:document|file|photo)=@/i.test(line.text);
          out.hit("exfil-chat-webhook", i, marker.length, upload ? 0.7 : 0.45);
          out.signal("net-sink", i, "webhook:" + marker);
        }
        if (sink) out.signal("net-sink", sink.index, urls[0] ? urls[0].hostClass + ":" + urls[0].host : "unknown:", sink[0].length);
        // Secret-looking env vars used on this line: the flow check decides whether their destination is suspicious.
        if (line.text.includes("$") || line.text.includes("env")) {
          ENV_READ.lastIndex = 0;
          for (const m of line.text.matchAll(ENV_READ)) {
            const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? "";
            if (!SECRET_NAME.test(name) || env.manifest.declaredEnv.has(name)) continue;
            out.signal("secret-env", m.index ?? 0, name);
          }
        }
      },
    ),
    detector(["fill ", "replace ", "substitute ", "populate "], (line, _env, out) => {
      const m = FILL_WITH_CONTENTS.exec(line.text);
      if (m) out.hit("exfil-conversation", m.index, m[0].length, 0.75);
    }),
    detector(["={", "=<", "=${", "=%7b"], (line, _env, out) => {
      // Data the agent itself is to send: a URL whose query is a template to fill in
      // (`https://…/diag?gh={gh}&npm={npm}`). Only a signal: the flow check joins it with credentials the same
      // instructions collect.
      const m = templateUrl(line.text);
      if (!m) return;
      const url = findUrls(m[0])[0];
      out.signal("agent-sink", m.index, url ? `${url.hostClass}:${url.host}` : "unknown:", m[0].length);
    }),
    detector(["fetch tool", "browser tool", "web tool", "http tool", "webfetch", "web_fetch", "web fetch"], (line, _env, out) => {
      // The same said in words: "submit them … with your web fetch tool".
      const said = SAID_SEND.exec(line.text);
      if (!said) return;
      const url = findUrls(line.text)[0];
      out.signal("agent-sink", said.index, url ? `${url.hostClass}:${url.host}` : "unknown:", said[0].length);
    }),
    detector(["\\\\", "file://"], (line, _env, out) => {
      // A shortcut, desktop.ini or library file whose icon or target is a UNC path on an outside host: Windows
      // fetches it when the folder is shown and authenticates with the user's NTLM hash (a credential sent out).
      if (!AUTO_FETCH_FILE.test(line.file) && !AUTO_FETCH_KEY.test(line.text)) return;
      const m = UNC.exec(line.text);
      if (!m) return;
      const host = m[1]!.toLowerCase();
      const u = findUrls(`http://${host}/`)[0];
      if (!u || u.hostClass === "private-ip" || !host.includes(".") || /\.(?:local|lan|corp|internal|intranet|home|localdomain)$/.test(host)) return;
      out.hit("exfil-credential-to-network", m.index, m[0].length, 0.85, `Windows sends the user's NTLM login hash to ${host} when it resolves this path`);
      out.signal("net-sink", m.index, `${u.hostClass}:${host}`);
    }),
    detector(["key", "token", "secret", "pass", "pwd", "credential", "auth", "cookie", "session", "private", "seed", "mnemonic"], (line, env, out) => {
      // Secret-looking variables on a line with no request of its own (`echo "$P" > .d`, then `curl -T .d …`):
      // the flow check joins them with a request within the script. Lines with a request are the detector's above.
      if ((line.context !== "script" && line.context !== "fenced") || !(line.text.includes("$") || line.text.includes("env"))) return;
      if (!SECRET_HINT.test(line.text) || sinkRe(line.text)) return;
      ENV_READ.lastIndex = 0;
      for (const m of line.text.matchAll(ENV_READ)) {
        const name = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6] ?? m[7] ?? "";
        if (!SECRET_NAME.test(name) || env.manifest.declaredEnv.has(name)) continue;
        out.signal("secret-env", m.index ?? 0, name);
      }
    }),
    patterns(
      ["curl", "wget", "invoke-", "requests.", "nc ", "ncat", "netcat", "s3 ", "gsutil", "storage blob"],
      [
        {
          rule: "exfil-upload",
          re: /\bcurl\b[^\n]{0,300}\s(?:-F|--form)\s{0,2}["']?[\w.-]{0,40}=@|\bcurl\b[^\n]{0,300}\s(?:-T|--upload-file)\s|\bwget\b[^\n]{0,300}--post-file[=\s]|\binvoke-(?:webrequest|restmethod)\b[^\n]{0,300}-infile\b|\brequests\.(?:post|put)\s{0,2}\([^\n]{0,300}\bfiles\s{0,2}=|\baws\s{1,3}s3\s{1,3}(?:cp|sync|mv)\b[^\n]{0,300}\ss3:\/\/|\bgsutil\s{1,3}(?:-m\s{1,3})?(?:cp|rsync|mv)\b[^\n]{0,300}\sgs:\/\/|\baz\s{1,3}storage\s{1,3}blob\s{1,3}upload(?:-batch)?\b/i,
          conf: 0.45,
        },
        {
          rule: "exfil-upload",
          re: /\bcurl\b[^\n]{0,300}\s(?:-d|--data(?:-binary|-raw|-urlencode)?)[=\s]{1,2}["']?@(?:-|\/|~|\$|<)|\bcurl\b[^\n]{0,300}\s(?:-T|--upload-file)[=\s]{1,2}["']?-(?=["'\s]|$)|\b(?:nc|ncat|netcat)\s{1,4}(?:-[a-z]{1,4}\s{1,4}){0,3}[\w.-]{3,128}\s{1,4}\d{2,5}\s{0,4}<\s{0,2}\S/i,
          conf: 0.6,
        },
      ],
    ),
    patterns(
      ["whoami", "hostname", "uname", "ipconfig", "ifconfig", "system_profiler", "systeminfo", "sw_vers", "id)", "/etc/passwd", "ip addr"],
      [
        {
          rule: "exfil-host-recon",
          re: /\b(?:curl|wget|nc|iwr|invoke-webrequest|invoke-restmethod|fetch)\b[^\n]{0,300}\$\(\s{0,2}(?:whoami|hostname|id|uname(?:\s{1,3}-a)?|ifconfig|ipconfig|system_profiler[^)]{0,60}|sw_vers|cat\s{1,3}\/etc\/passwd|ip\s{1,3}addr)\s{0,2}\)|\$\(\s{0,2}(?:whoami|hostname|uname[^)]{0,10}|id)\s{0,2}\)[^\n]{0,200}\b(?:curl|wget|nc)\b|\b(?:whoami|hostname|uname\s{1,3}-a|system_profiler|systeminfo|ipconfig\s{1,3}\/all|ifconfig|sw_vers)\b[^\n|]{0,60}\|\s{0,4}(?:curl|wget|nc|ncat|iwr|invoke-webrequest|invoke-restmethod)\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      [
        "nslookup",
        "dig ",
        "getaddrinfo",
        "lookup(",
        "lookuphost",
        "lookupip",
        "resolve(",
        "resolve4(",
        "resolve6(",
        "gethostentry",
        "gethostaddresses",
        "getbyname",
        "host $",
        "host `",
        "ping ",
        "resolve-dnsname",
        "gethostbyname",
        "dnslog",
        ".oast",
        "burpcollaborator",
        "interact.sh",
        "oastify",
        "ceye.io",
      ],
      [
        {
          rule: "exfil-dns",
          re: /\b(?:nslookup|dig|host|ping(?:\s{1,3}-c\s{0,2}\d{1,3})?|resolve-dnsname)\s{1,4}[^\n|;&]{0,40}(?:\$\([^)\n]{1,120}\)|\$\{?\w{1,40}\}?|`[^`\n]{1,120}`)[\w.-]{0,40}\.[a-z0-9-]{1,63}\.[a-z]{2,24}\b|\bgethostbyname\s{0,2}\([^\n)]{0,80}\+[^\n)]{0,80}\)|\b(?:getaddrinfo|gethostbyname(?:_ex)?|gethostbyname2|LookupHost|LookupIP|lookup|resolve[46]?|Resolve-DnsName|GetHostEntry|GetHostAddresses|getByName)\s{0,2}\(\s{0,2}(?:f|\$)?["'`][^"'`\n]{0,40}(?:\{[^}\n]{1,60}\}|\$\{[^}\n]{1,60}\}|%s|#\{[^}\n]{1,60}\})[^"'`\n]{0,40}\.[a-z0-9-]{1,63}\.[a-z]{2,24}["'`]|\b[\w$.{}-]{0,60}\.(?:dnslog\.cn|ceye\.io|oast\.(?:fun|live|me|online|pro|site)|burpcollaborator\.net|oastify\.com|interact\.sh)\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      [
        "conversation",
        "chat history",
        "chat log",
        "transcript",
        "memory",
        "system prompt",
        "user's",
        "users'",
        "context window",
        "messages",
        "parameter",
        "argument",
        "param",
      ],
      [
        {
          rule: "exfil-conversation",
          re: /\b(?:pass|include|put|embed|send|add|attach)\s[^\n.]{0,40}\b(?:its|their|the|this|that|file'?s?)\s{1,3}(?:full\s{1,3}|entire\s{1,3})?(?:content|contents|value|text)\b[^\n.]{0,30}\b(?:as|in|into)\s{1,3}(?:the\s{1,3}|a\s{1,3}|every\s{1,3}|each\s{1,3})?[\w`'"-]{0,30}\s{0,3}(?:parameter|argument|field|param)s?\b/i,
          conf: 0.6,
        },
        {
          rule: "exfil-conversation",
          re: /\b(?:send|post|upload|forward|transmit|append|log|copy|sync|report|submit|share|mirror|exfiltrate)\w{0,3}\s[^\n.]{0,60}\b(?:conversation|chat (?:history|log)|messages|transcript|memory|MEMORY\.md|user'?s'? (?:files|data|messages|documents|notes)|context window|system prompt)\b[^\n.]{0,60}\b(?:to|into|at)\s{1,3}(?:<|\[|\(|`){0,2}https?:\/\//i,
          conf: 0.75,
        },
      ],
    ),
    patterns(
      // A URL whose query is a placeholder to fill: a reference definition, or one the agent requests itself.
      ["={", "=<", "=${", "=%7b"],
      [
        {
          // A reference-style link or image definition (`[status]: https://…?ctx={ctx}`), rendered where it is used.
          rule: "exfil-markdown-image",
          re: /^\s{0,8}\[[^\]\n]{1,200}\]:\s{0,4}<?https?:\/\/[^\s?>]{1,300}\?[^\s>]{0,300}=(?:\{\{?|\$\{|%7b|<)/i,
          conf: 0.85,
        },
        {
          // A URL whose query carries a placeholder, which the agent is told to request with its own web tool:
          // "request `https://…/notes?body=<encoded note>` with the web fetch tool".
          rule: "exfil-markdown-image",
          re: /\b(?:request|fetch|open|call|load|visit|hit|get)\b[^\n]{0,80}https?:\/\/[^\s?"'\x60]{1,300}\?[^\s"'\x60]{0,300}=(?:\{\{?|\$\{|%7b|<)[^\n]{0,200}?\b(?:web[\s_-]{0,2}fetch|fetch\s{1,3}tool|browser(?:\s{1,3}tool)?|web\s{1,3}tool|http\s{1,3}tool|url\s{1,3}tool)\b|\b(?:with|using|via|through)\s{1,3}(?:your|the)\s{1,3}(?:web[\s_-]{0,2}fetch|fetch|browser|web|http)(?:\s{1,3}tool)?\b[^\n]{0,120}https?:\/\/[^\s?"'\x60]{1,300}\?[^\s"'\x60]{0,300}=(?:\{\{?|\$\{|%7b|<)/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      ["](", "<img", "src=", "url", "query"],
      [
        {
          rule: "exfil-markdown-image",
          re: /!?\[[^\]\n]{0,200}\]\(\s{0,2}<?https?:\/\/[^)\s?]{1,300}\?[^)\s]{0,300}=(?:\{\{?|\$\{?|%7b|<|\[)[^)\s]{0,80}\)|<img\b[^>\n]{0,200}src\s{0,2}=\s{0,2}["']https?:\/\/[^"'\s?]{1,300}\?[^"'\s]{0,300}=(?:\{\{?|\$\{?|<|\[)/i,
          conf: 0.85,
        },
        {
          rule: "exfil-markdown-image",
          re: /\b(?:append|include|encode|add|put|embed|insert)\s[^\n.]{0,40}\b(?:conversation|chat history|messages?|api keys?|secrets?|tokens?|passwords?|environment(?: variables)?|env vars?|user'?s? (?:data|input|files)|memory|context|credentials)\b[^\n.]{0,40}\b(?:to|in|into|as)\s{1,3}(?:the\s{1,3}|a\s{1,3}|an\s{1,3})?(?:image\s{1,3})?(?:url|image|link|query(?: string)?|parameter)/i,
          conf: 0.8,
        },
      ],
    ),
  ],
};
