// Load-time execution: things that run when a skill is loaded or installed, before anyone reads it.
import { detector, patterns } from "./helpers";
import { loadTimeRules } from "./meta/load-time";
import type { RuleGroup } from "./types";

export const loadTime: RuleGroup = {
  group: "load-time execution",
  rules: loadTimeRules,
  line: [
    detector(["!`", "```!", "~~~!"], (line, _env, out) => {
      if (line.context === "fenced" && !/^ {0,3}(?:`{3,}|~{3,})!/.test(line.text)) return;
      if (line.context === "script" || line.context === "frontmatter") return;
      const fence = /^ {0,3}(?:`{3,}|~{3,})!/.exec(line.text);
      if (fence) return out.hit("load-bang-command", 0, fence[0].length, 0.85);
      const m = /(?:^|[\s(>*_:-])!`([^`\s][^`\n]{0,299})`/.exec(line.text);
      if (!m) return;
      const cmd = (m[1] ?? "").trim();
      const readOnly =
        /^(?:git\s{1,3}(?:status|diff|log|branch|show|rev-parse)|ls|pwd|date|cat\s{1,3}[\w./-]{1,80}|echo|head|tail|wc|whoami|node\s{1,3}-v|npm\s{1,3}ls|gh\s{1,3}(?:pr|issue)\s{1,3}(?:view|list|diff))\b[^;&|$<>`]{0,200}$/.test(
          cmd,
        );
      out.hit("load-bang-command", m.index, m[0].length, readOnly ? 0.3 : 0.85);
    }),
    patterns(
      ["hooks", "pretooluse", "posttooluse", "sessionstart", "userpromptsubmit"],
      [
        {
          rule: "load-frontmatter-hook",
          re: /^\s{0,12}["']?(?:hooks|PreToolUse|PostToolUse|SessionStart|UserPromptSubmit|Stop|Notification)["']?\s{0,4}:/,
          conf: 0.9,
          accept: (_m, line) => line.context === "frontmatter",
        },
      ],
    ),
    patterns(
      ["always"],
      [{ rule: "load-always-true", re: /["']?always["']?\s{0,4}:\s{0,4}true\b/, conf: 0.9, accept: (_m, line) => line.context === "frontmatter" }],
    ),
  ],
};
