// Rule catalog entries for the exfiltration group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const exfiltrationRules: RuleDef[] = [
  {
    id: "exfil-credential-to-network",
    title: "Credentials sent to the network",
    severity: "critical",
    plain: "reads secrets (keys, tokens, wallets, browser data) and sends them to a server",
    description:
      "A credential source (key files, agent .env, whole environment, wallets, browser stores, keychain, undeclared secrets) and a network sink (curl/wget/requests/fetch/nc/scp, webhook, drop site) in the same command, code block or nearby script lines.",
  },
  {
    id: "exfil-drop-site",
    title: "Request-collector / drop site",
    severity: "high",
    plain: "talks to a site whose only purpose is to collect incoming requests, typical for stolen data",
    description: "webhook.site, requestbin, pipedream, interact.sh/oast.*, Burp Collaborator, canarytokens and similar.",
  },
  {
    id: "exfil-chat-webhook",
    title: "Chat webhook as data destination",
    severity: "medium",
    plain: "posts data to a Discord/Telegram/Slack webhook",
    description:
      "Discord/Slack incoming webhooks and the Telegram bot API. Legitimate for messaging skills (low confidence alone); file uploads (sendDocument) and combination with credential reads raise it.",
  },
  {
    id: "exfil-upload",
    title: "Uploads local files or stdin",
    severity: "medium",
    plain: "uploads local files to a server",
    description:
      "curl -F file=@…, --data @file/@-, -T/--upload-file, wget --post-file, Invoke-RestMethod -InFile, requests.post(files=…), nc host port < file. Alone usually an API upload (low confidence); with a credential source it becomes exfil-credential-to-network.",
  },
  {
    id: "exfil-host-recon",
    title: "Host information sent out",
    severity: "high",
    plain: "collects details about the computer (user name, host name, network) and sends them out",
    description: "whoami/hostname/uname/ipconfig/system_profiler output embedded into a request or piped into curl/nc.",
  },
  {
    id: "exfil-dns",
    title: "DNS exfiltration",
    severity: "high",
    plain: "hides data inside DNS lookups to sneak it out",
    description: "nslookup/dig/host/ping of a hostname built from command output or variables, or lookups to DNS-logging services.",
  },
  {
    id: "exfil-conversation",
    title: "Sends conversation or memory to a URL",
    severity: "high",
    plain: "tells the agent to send the conversation, its memory or the user's files to an outside server",
    description:
      "Instructions to send/post/upload/append the conversation, chat history, transcript, memory files (MEMORY.md), system prompt or the user's files to an http(s) URL.",
  },
  {
    id: "exfil-markdown-image",
    title: "Data smuggled in an image or link URL",
    severity: "high",
    plain: "builds an image or link whose URL carries conversation data or secrets to a server when rendered",
    description:
      "Markdown images/links or <img> whose query string is a template placeholder ({secret}, ${TOKEN}, <DATA>), or instructions to append conversation/secrets to a URL.",
  },
];
