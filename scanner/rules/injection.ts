// Prompt injection: text aimed at the agent (or at reviewers and scanners) rather than at the task.
import { patterns } from "./helpers";
import { injectionRules } from "./meta/injection";
import type { RuleGroup } from "./types";

export const injection: RuleGroup = {
  group: "prompt injection",
  rules: injectionRules,
  line: [
    patterns(
      ["ignore", "disregard", "forget", "override", "bypass", "instructions"],
      [
        {
          rule: "inject-ignore-previous",
          re: /\b(?:ignore|disregard|forget|override|bypass|skip|abandon|discard)\s{1,3}(?:all\s{1,3}|any\s{1,3}|the\s{1,3}|your\s{1,3}|of\s{1,3}your\s{1,3}|every\s{1,3}|these\s{1,3}){0,2}(?:previous|prior|above|earlier|preceding|existing|original|system|safety|other|initial|default|developer)\s{1,3}(?:instructions?|rules|guidelines|directives|prompts?|guardrails|policies|constraints|restrictions|messages|context)\b/i,
          conf: 0.85,
        },
        {
          rule: "inject-ignore-previous",
          re: /\b(?:ignore|disregard|override|forget)\s{1,3}(?:your|the)\s{1,3}(?:system prompt|instructions|guidelines|safety (?:rules|guidelines|policies)|programming|training)\b|\byour\s{1,3}(?:new|real|true|actual|updated)\s{1,3}instructions\s{1,3}(?:are|follow)\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      ["<|", "system", "admin override", "message from", "notice from", "tool_result", "function_results", "user_query", "<important>", "[inst]", "<<sys>>"],
      [
        { rule: "inject-fake-system", re: /<\|(?:im_start|im_end|system|endoftext|start_header_id|eot_id)\|>|\[\/?(?:INST|SYS)\]|<<SYS>>/i, conf: 0.85 },
        {
          rule: "inject-fake-system",
          re: /<\/?(?:system|system[-_]reminder|system[-_]prompt|system[-_]message|tool_result|function_results|user_query|admin|developer_message|important)>|\[(?:system|system message|system override|admin)\]|#{1,3}\s{0,2}system\s{1,2}(?:override|message|update|notice)\b|\b(?:system|admin|security)\s{1,2}override\b/i,
          conf: 0.7,
        },
        {
          rule: "inject-fake-system",
          re: /\b(?:message|notice|directive|instructions?|update|alert)\s{1,3}from\s{1,3}(?:the\s{1,3})?(?:anthropic|openai|openclaw|clawhub|google deepmind|system administrator|(?:anthropic|openai|openclaw|clawhub)\s{1,3}(?:team|security|staff|support|developers))\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      [
        "tell",
        "inform",
        "not show",
        "n't show",
        "never show",
        "without show",
        "not display",
        "n't display",
        "never display",
        "without display",
        "mention",
        "notify",
        "alert",
        "reveal",
        "disclos",
        "report",
        "let",
        "hide",
        "conceal",
        "keep",
        "secret",
        "silently",
        "covertly",
        "stealthily",
        "invisibly",
        "must not know",
        "must never know",
        "should not know",
        "without the user",
        "without them",
      ],
      [
        {
          rule: "inject-conceal",
          re: /\b(?:do not|don't|never|without)\s{1,3}(?:tell(?:ing)?|inform(?:ing)?|mention(?:ing)?|notify(?:ing)?|alert(?:ing)?|reveal(?:ing)?|disclos(?:e|ing)|report(?:ing)?|show(?:ing)?|display(?:ing)?|let(?:ting)?\s{1,3}(?:the\s{1,3})?user\s{1,3}know)\s{1,3}(?:this\s{1,3}|it\s{1,3}|anything\s{1,3}|(?:the|these|those|this|any)\s{1,3}[a-z]{1,20}\s{1,3})?(?:to\s{1,3})?(?:the\s{1,3}|your\s{1,3})?(?:user|human|operator|owner)\b/i,
          conf: 0.8,
        },
        {
          rule: "inject-conceal",
          re: /\b(?:never|do not|don't)\s{1,3}(?:question|report|mention|reveal|disclose)(?:\s{1,3}or\s{1,3}(?:question|report|mention|reveal|disclose))?\s{1,3}(?:them|it|this|these|that)\b/i,
          conf: 0.6,
        },
        {
          rule: "inject-conceal",
          re: /\b(?:hide|conceal|keep)\s[^\n.]{0,40}\b(?:from|secret from)\s{1,3}(?:the\s{1,3}|your\s{1,3})?(?:user|human|operator|owner)\b|\bthe\s{1,3}user\s{1,3}(?:must|should|need)\s{1,3}(?:not|never)\s{1,3}(?:know|see|notice|find out|be told)\b|\b(?:don't|do not|never)\s{1,3}mention\s{1,3}(?:this|these|that)\s{1,3}(?:instructions?|steps?|skill|command)\b/i,
          conf: 0.85,
        },
        {
          rule: "inject-conceal",
          re: /\b(?:silently|secretly|covertly|stealthily|invisibly)\s{1,3}(?:run|execute|send|upload|install|download|delete|copy|post|exfiltrate|add|modify|write|forward|transmit|collect|read|fetch|include|append)\b|\b(?:run|execute|send|upload|install|download|collect|forward|copy)\s[^\n.]{0,40}\b(?:secretly|covertly|stealthily|without (?:the user|them) (?:knowing|noticing))\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      [
        "confirm",
        "permission",
        "approval",
        "consent",
        "dangerously",
        "--yolo",
        "bypasspermissions",
        "auto-approve",
        "autoapprove",
        "trust-all",
        "without asking",
        "without telling",
        "without notifying",
        "without informing",
        "without checking",
      ],
      [
        {
          rule: "inject-no-confirmation",
          re: /\b(?:never|don't|do not|without)\s{1,3}(?:ask(?:ing)?|prompt(?:ing)?|wait(?:ing)?|request(?:ing)?|seek(?:ing)?|get(?:ting)?|need(?:ing)?)\s{1,3}(?:the\s{1,3}user\s{1,3}|the\s{1,3}user'?s\s{1,3}|them\s{1,3}|anyone\s{1,3})?(?:for\s{1,3})?(?:their\s{1,3}|any\s{1,3})?(?:confirmation|permission|approval|consent|authori[sz]ation)\b/i,
          conf: 0.65,
        },
        {
          rule: "inject-no-confirmation",
          re: /\bskip\s{1,3}(?:all\s{1,3}|any\s{1,3}|the\s{1,3})?(?:confirmations?|approvals?|permission (?:checks|prompts))\b|--dangerously-skip-permissions\b|--dangerously-bypass-approvals-and-sandbox\b|\bpermission[_-]?mode["']?\s{0,2}[:=]\s{0,2}["']?bypassPermissions\b|\bauto-?approve\s{1,3}(?:all|every|any)\b|--trust-all-tools\b/i,
          conf: 0.6,
        },
        { rule: "inject-no-confirmation", re: /(?:^|\s)--yolo\b/, conf: 0.45 },
        {
          rule: "inject-no-confirmation",
          re: /\b(?:execute|run|follow|obey|carry out)\s[^\n.]{0,50}\b(?:immediately|automatically|right away)\b[^\n.]{0,40}\b(?:never|without)\s{1,3}(?:question|asking|checking|hesitat)|\b(?:follow|execute|run|obey)\s[^\n.]{0,60}\bwithout\s{1,3}(?:asking|questioning|checking with|confirmation)\b|\bhas\s{1,3}(?:already\s{1,3})?approved\s{1,3}(?:all|every|any)\s{1,3}(?:shell\s{1,3})?(?:commands?|actions?|tools?)\b|\b(?:add|write|install|edit|modify|change|append|copy|put|save|register|enable)\s(?:[^\n.]|\.(?=\S)){0,160}\bwithout\s{1,3}(?:asking|telling|notifying|informing|checking with)\s{1,3}(?:the\s{1,3})?user\b/i,
          conf: 0.6,
        },
      ],
    ),
    patterns(
      [
        "before anything",
        "before doing anything",
        "priority",
        "precedence",
        "every session",
        "every conversation",
        "each session",
        "every response",
        "first thing",
      ],
      [
        {
          rule: "inject-priority-override",
          re: /\bbefore\s{1,3}(?:doing\s{1,3})?anything\s{1,3}else\b[^\n.]{0,30}\b(?:run|execute|install|download|fetch|curl|call|visit|send|post)\b|\b(?:the\s{1,3})?first\s{1,3}thing\s{1,3}you\s{1,3}(?:must|should)\s{1,3}do\s{1,3}is\s{1,3}(?:run|execute|install|download|fetch|send)\b/i,
          conf: 0.6,
        },
        {
          rule: "inject-priority-override",
          re: /\b(?:this|these)\s{1,3}(?:instructions?|rules?|directives?)\s{1,3}(?:take|takes|have|has)\s{1,3}(?:absolute\s{1,3}|the\s{1,3}highest\s{1,3}|top\s{1,3}|highest\s{1,3})?(?:priority|precedence)\s{1,3}(?:over|above)\b|\b(?:highest|absolute|top)\s{1,3}priority\b[^\n.]{0,30}\b(?:override|overrides|above|over)\s{1,3}(?:all|any|other|user|system)\b/i,
          conf: 0.7,
        },
        {
          rule: "inject-priority-override",
          re: /\bat\s{1,3}the\s{1,3}(?:start|beginning)\s{1,3}of\s{1,3}(?:every|each)\s{1,3}(?:session|conversation|response|turn|task)\b[^\n.]{0,50}\b(?:run|execute|send|fetch|curl|post|upload)\b/i,
          conf: 0.6,
        },
      ],
    ),
    patterns(
      [
        "review",
        "moderat",
        "audit",
        "scanner",
        "analy",
        "grader",
        "evaluat",
        "classif",
        "safe",
        "false positive",
        "false-positive",
        "ignore",
        "nosec",
        "suppress",
        "whitelist",
        "allowlist",
      ],
      [
        {
          rule: "inject-reviewer-directed",
          re: /\b(?:note|message|attention|instructions?|memo)s?\s{1,3}(?:to|for)\s{1,3}(?:the\s{1,3}|any\s{1,3}|all\s{1,3})?(?:ai\s{1,3}|llm\s{1,3}|automated\s{1,3}|security\s{1,3})?(?:reviewers?|moderators?|auditors?|scanners?|analy[sz]ers?|graders?|evaluators?|classifiers?|security tools?)\b/i,
          conf: 0.85,
        },
        {
          rule: "inject-reviewer-directed",
          re: /\b(?:mark|classify|label|flag|rate|report|treat|consider|score)\s{1,3}(?:this|it|the\s{1,3}(?:skill|file|package|code|bundle))\s{1,3}(?:skill\s{1,3}|file\s{1,3}|package\s{1,3})?(?:as\s{1,3})?(?:safe|clean|benign|trusted|harmless|low[- ]risk|verified|approved)\b/i,
          conf: 0.85,
        },
        {
          rule: "inject-reviewer-directed",
          re: /\b(?:scanners?|reviewers?|auditors?|ai|llms?|moderators?|security (?:tools?|scanners?|checks?)|virus ?total|antivirus)\s{1,3}(?:should|must|can|may|will|need to)\s{1,3}(?:safely\s{1,3})?(?:ignore|skip|disregard|whitelist|allowlist|allow|approve|pass|not flag)\b|\b(?:any|all|these)\s{1,3}(?:security\s{1,3}|scanner\s{1,3})?(?:warnings?|findings?|alerts?|flags?|detections?)\s{1,3}(?:are|is|here are|would be)\s{1,3}(?:a\s{1,3}|just\s{1,3})?false[- ]positives?\b/i,
          conf: 0.85,
        },
        {
          rule: "inject-reviewer-directed",
          re: /\b(?:this|the)\s{1,3}(?:skill|package|code|bundle|script)\s{1,3}(?:has\s{1,3}been|was|is)\s{1,3}(?:fully\s{1,3}|already\s{1,3}|officially\s{1,3}|independently\s{1,3})?(?:audited|verified|approved|vetted|whitelisted|certified)\s{1,3}(?:by|as)\s{1,3}(?:safe|secure|anthropic|openai|openclaw|clawhub|(?:the\s{1,3})?security)/i,
          conf: 0.7,
        },
        {
          rule: "inject-reviewer-directed",
          re: /\b(?:skillvault|clawhub|openclaw|scanner|virustotal|security[-_]scan(?:ner)?)[-_:. ]{1,3}(?:ignore|disable|skip|allow|safe|exempt|suppress)\b|@security-ignore\b/i,
          conf: 0.8,
        },
      ],
    ),
    patterns(
      ["http", "instruction", "follow", "claude", "openclaw agent", "codex"],
      [
        {
          rule: "inject-remote-instructions",
          re: /\b(?:follow|execute|obey|run|apply|carry out|do)\s{1,3}(?:the\s{1,3}|all\s{1,3}|any\s{1,3}|whatever\s{1,3})?(?:instructions?|commands?|steps|directives|tasks?)\s{1,3}(?:(?:found|listed|given|provided|returned|hosted|posted|published|written)\s{1,3})?(?:at|from|in|on)\s{1,3}(?:<|\[|\(|\x60){0,2}https?:\/\//i,
          conf: 0.8,
        },
        {
          rule: "inject-remote-instructions",
          re: /\b(?:fetch|download|curl|get|load|read|retrieve|visit|open)\s[^\n]{0,80}https?:\/\/[^\n]{0,160}\b(?:and|then)\s{1,3}(?:follow|execute|obey|run|do|apply|carry\s{1,3}out|perform|complete)\s{1,3}(?:its|the|whatever|what|them|it|all|any|every|each)\b/i,
          conf: 0.8,
        },
        {
          rule: "inject-remote-instructions",
          re: /\b(?:curl|wget)\b[^\n|]{0,200}\|\s{0,3}(?:claude|openclaw\s{1,3}agent|codex|gemini|llm|aider)\b/i,
          conf: 0.6,
        },
        {
          rule: "inject-remote-instructions",
          re: /\b(?:check|poll|fetch|read|visit)\s[^\n]{0,40}https?:\/\/\S{1,200}\s[^\n]{0,60}\b(?:for|to get)\s{1,3}(?:new|latest|updated|your|further)\s{1,3}(?:instructions|tasks|commands|orders)\b|\b(?:instructions|rules|commands)\s{1,3}(?:are|is)\s{1,3}(?:hosted|kept|maintained|stored|published)\s{1,3}(?:at|on)\s{1,3}(?:<|\[|\(|\x60){0,2}https?:\/\//i,
          conf: 0.75,
        },
      ],
    ),
    patterns(
      ["you are now", "from now on", "act as", "pretend", "mode", "restrictions", "filters", "jailbreak", "guardrails"],
      [
        {
          rule: "inject-role-hijack",
          re: /\b(?:you\s{1,3}are\s{1,3}now|from\s{1,3}now\s{1,3}on,?\s{1,3}you\s{1,3}(?:are|will|must)|act\s{1,3}as|pretend\s{1,3}(?:to\s{1,3}be|you\s{1,3}are))\b[^\n.]{0,60}\b(?:dan\b|jailbr\w{0,6}|unrestricted|unfiltered|uncensored|no\s{1,3}(?:restrictions|limits|rules|filters|guidelines)|without\s{1,3}(?:restrictions|limits|rules|filters|guidelines)|developer\s{1,3}mode|god\s{1,3}mode|evil)/i,
          conf: 0.8,
        },
        {
          rule: "inject-role-hijack",
          re: /\b(?:developer|god|dan|jailbreak)\s{1,3}mode\s{1,3}(?:enabled|activated|on)\b|\byou\s{1,3}(?:have|has)\s{1,3}no\s{1,3}(?:restrictions|limits|rules|guidelines|filters)\b|\b(?:disable|turn off|remove|bypass|ignore)\s{1,3}(?:your\s{1,3}|all\s{1,3})?(?:safety|content|ethical)\s{1,3}(?:filters|guidelines|rules|restrictions|checks|guardrails)\b/i,
          conf: 0.8,
        },
      ],
    ),
  ],
};
