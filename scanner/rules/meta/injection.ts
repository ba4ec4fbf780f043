// Rule catalog entries for the injection group: the one place their severity and wording live.
import type { RuleDef } from "../types";

export const injectionRules: RuleDef[] = [
  {
    id: "inject-ignore-previous",
    title: "Tells the agent to ignore its instructions",
    severity: "high",
    plain: "tells the AI agent to ignore its previous instructions or safety rules",
    description: '"Ignore/disregard/forget all previous instructions", "override your system prompt", "your new instructions are".',
  },
  {
    id: "inject-fake-system",
    title: "Fake system or vendor message",
    severity: "high",
    plain: "pretends to be a system message or a message from the AI vendor",
    description:
      "Chat-template tokens (<|im_start|>system), <system>/[SYSTEM] blocks, fake tool-result tags, 'message from Anthropic/OpenAI/OpenClaw security team'.",
  },
  {
    id: "inject-conceal",
    title: "Tells the agent to hide actions from the user",
    severity: "high",
    plain: "tells the agent to hide what it does from the user",
    description:
      '"Don\'t tell the user", "without informing the user", "silently upload/run…", "keep this secret from the user". \'Fails silently\' and similar descriptions are not matched.',
  },
  {
    id: "inject-no-confirmation",
    title: "Removes user confirmation",
    severity: "medium",
    plain: "tells the agent to act without asking the user for permission",
    description:
      '"Never ask for confirmation", "skip approval", --dangerously-skip-permissions, --dangerously-bypass-approvals-and-sandbox, --yolo, bypassPermissions.',
  },
  {
    id: "inject-priority-override",
    title: "Claims priority over everything else",
    severity: "medium",
    plain: "insists its commands must run before anything else",
    description: '"Before anything else, run…", "these instructions take precedence", "at the start of every session execute…".',
  },
  {
    id: "inject-reviewer-directed",
    title: "Addresses reviewers or scanners",
    severity: "high",
    plain: "contains text aimed at reviewers or security scanners, asking them to treat it as safe",
    description:
      "'Note to AI reviewers', 'mark this skill as safe', 'scanners should ignore', 'any warnings are false positives', suppression directives. The scanner never honours such text; its presence is itself suspicious.",
  },
  {
    id: "inject-remote-instructions",
    title: "Fetches instructions from a URL to follow",
    severity: "high",
    plain: "tells the agent to download instructions from the internet and follow them, so the behaviour can change after review",
    description:
      '"Fetch https://… and follow the instructions", "execute the commands listed at https://…", remote content piped into an agent CLI, periodic \'check this URL for new tasks\'.',
  },
  {
    id: "inject-role-hijack",
    title: "Jailbreak / role hijack",
    severity: "medium",
    plain: "tries to switch off the agent's safety rules or give it an unrestricted persona",
    description:
      "DAN/developer mode, 'you have no restrictions', 'disable your safety filters'. Ordinary personas ('You are a code reviewer') are not matched.",
  },
];
