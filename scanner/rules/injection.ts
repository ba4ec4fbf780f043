// Prompt injection: text aimed at the agent (or at reviewers and scanners) rather than at the task.
import { detector, guarded, patterns } from "./helpers";
import { injectionRules } from "./meta/injection";
import type { RuleGroup } from "./types";

/** Agent-directed text in other languages (Chinese, Japanese, Russian, Arabic, Spanish, Portuguese, French,
 *  German): concealment, removed confirmations, instructions to ignore earlier ones. Word boundaries are
 *  ASCII-only in these regexes, so non-Latin forms anchor on spaces or nothing. Each needs a stem the line holds. */
const MULTILINGUAL: Array<{ rule: string; stems: readonly string[]; re: RegExp; conf: number }> = [
  {
    rule: "inject-conceal",
    stems: [
      "пользовател",
      "用户",
      "使用者",
      "ユーザー",
      "المستخدم",
      "usuario",
      "usuário",
      "utilisateur",
      "benutzer",
      "nutzer",
      "回复",
      "回答",
      "ردّك",
      "ردك",
      "отчёт",
      "отчет",
      "提到",
      "提及",
      "упомина",
      "تذكر",
    ],
    re: /(?:^|[\s,.;:(«"'])не\s{1,3}(?:сообщай(?:те)?|говори(?:те)?|рассказывай(?:те)?|показывай(?:те)?|показывая|упоминай(?:те)?|упоминая|сообщая|информируй(?:те)?|раскрывай(?:те)?)[^\n.]{0,80}(?:пользовател|в\s{1,3}отч[её]т|в\s{1,3}ответ)|(?:скрой|скрывай|скройте|утаи)[^\n.]{0,40}от\s{1,3}пользовател|без\s{1,3}ведома\s{1,3}пользовател|(?:不要|不用|无需|无须|不需要|别|切勿|请勿|不必)(?:向|对|跟|给)?(?:用户|使用者)?(?:告诉|告知|通知|提醒|透露|说明|显示|提到|提及|报告|汇报)|(?:不要|不用|无需|不需要|别|切勿|请勿|不必)在(?:回复|回答|答复|总结|报告)[^\n。]{0,6}(?:中|里)(?:提到|提及|说明|显示)|(?:瞒着|对用户隐瞒)|ユーザーに(?:は)?(?:伝え|知らせ|言わ|見せ|報告し)ない|(?:^|[\s،,.])و?لا\s{1,3}(?:تخبر|تُخبر|تذكر|تَذكر|تذكرها|تذكره|تعرض|تُظهر|تظهر|تبلغ|تُبلغ)|دون\s{1,3}(?:علم|إخبار|إبلاغ)\s{1,3}المستخدم|\bno\s{1,3}(?:le\s{1,3}|se\s{1,3}lo\s{1,3}|lo\s{1,3})?(?:digas|menciones|comentes|informes|muestres|reveles|avises|cuentes|expliques)\b[^\n.]{0,60}\b(?:usuario|usuarios)\b|\bsin\s{1,3}(?:decirle|avisar|informar|notificar)\s{1,3}(?:nada\s{1,3})?al\s{1,3}usuario\b|\bn[ãa]o\s{1,3}(?:conte|diga|mencione|informe|mostre|revele|avise)\b[^\n.]{0,60}\busu[áa]rio\b|\bne\s{1,3}(?:dites|dis|mentionnez|mentionne|montrez|montre|signalez|r[ée]v[ée]lez)\s{1,3}(?:pas|rien|jamais)\b[^\n.]{0,60}\butilisateur\b|\bsans\s{1,3}(?:pr[ée]venir|informer|le\s{1,3}dire\s{1,3}[àa])\s{1,3}l['’]utilisateur\b|\b(?:dem|den)\s{1,3}(?:benutzer|nutzer|anwender)\w{0,2}\s{1,3}(?:nicht|niemals|nichts)\s{1,3}(?:sagen|mitteilen|zeigen|erw[äa]hnen)|\bohne\s{1,3}(?:den|dem)\s{1,3}(?:benutzer|nutzer|anwender)\w{0,2}\s{1,3}zu\s{1,3}(?:informieren|benachrichtigen)/i,
    conf: 0.8,
  },
  {
    rule: "inject-no-confirmation",
    stems: [
      "разрешени",
      "подтвержден",
      "согласи",
      "确认",
      "同意",
      "许可",
      "批准",
      "موافقة",
      "إذن",
      "تأكيد",
      "confirmaci",
      "confirmaç",
      "permiso",
      "permissã",
      "aprobaci",
      "aprovaç",
      "sans demander",
      "sans attendre",
      "bestätigung",
      "erlaubnis",
      "zustimmung",
      "rückfrage",
      "確認",
    ],
    re: /не\s{1,3}(?:спрашивай(?:те)?|спрашивая|запрашивай(?:те)?|запрашивая|жди(?:те)?)[^\n.]{0,30}(?:разрешени|подтверждени|согласи)|без\s{1,3}(?:(?:какого-либо|всякого)\s{1,3})?(?:подтверждени|разрешени|согласи)|(?:无需|不需要|不用|不要|无须|不必|别)(?:征求|请求|询问|等待|获得|经过)?(?:用户|使用者)?(?:的)?(?:确认|同意|许可|批准)|確認(?:を求め|せず|なし)|(?:لا\s{1,3}تطلب|دون|بدون|من\s{1,3}غير)\s{1,3}(?:طلب\s{1,3})?(?:موافقة|إذن|تأكيد)|\bsin\s{1,3}(?:pedir|solicitar|esperar|consultar)\s{1,3}(?:la\s{1,3}|su\s{1,3})?(?:confirmaci[oó]n|permiso|aprobaci[oó]n|autorizaci[oó]n)|\bno\s{1,3}(?:pidas|solicites|esperes)\s{1,3}(?:la\s{1,3})?(?:confirmaci[oó]n|permiso|aprobaci[oó]n)|\bsem\s{1,3}(?:pedir|solicitar|esperar)\s{1,3}(?:a\s{1,3})?(?:confirma[cç][aã]o|permiss[aã]o|aprova[cç][aã]o)|\bsans\s{1,3}(?:demander|attendre)\s{1,3}(?:de\s{1,3}|la\s{1,3}|l['’]|d['’])?(?:confirmation|permission|autorisation|accord)|\bohne\s{1,3}(?:nach\s{1,3})?(?:best[äa]tigung|erlaubnis|zustimmung|r[üu]ckfrage)/i,
    conf: 0.65,
  },
  {
    rule: "inject-ignore-previous",
    stems: [
      "инструкци",
      "указани",
      "правила",
      "ограничени",
      "指令",
      "指示",
      "说明",
      "规则",
      "限制",
      "要求",
      "التعليمات",
      "القيود",
      "القواعد",
      "命令",
      "ルール",
    ],
    re: /(?:игнорируй(?:те)?|забудь(?:те)?|не\s{1,3}обращай(?:те)?\s{1,3}внимания\s{1,3}на|отмени(?:те)?)\s{1,3}(?:все\s{1,3})?(?:предыдущие|прежние|прошлые|предшествующие|ранее\s{1,3}данные|свои)\s{1,3}(?:инструкции|указания|правила|ограничения|установки)|(?:忽略|忽视|无视|忘记|忘掉|不要理会|抛开)(?:你)?(?:之前|以上|先前|前面|此前|上述|原有|原来|所有)(?:的)?(?:所有)?(?:指令|指示|说明|规则|限制|要求|设定)|(?:以前|前|上記|これまで)の(?:すべての)?(?:指示|命令|ルール)を(?:無視|忘れ)|(?:تجاهل|انس|إنس|تخطّ|تخط)\s{1,3}(?:جميع\s{1,3}|كل\s{1,3})?(?:التعليمات|القيود|القواعد|الإرشادات)\s{1,3}(?:السابقة|الأولى)/i,
    conf: 0.8,
  },
];
const MULTILINGUAL_EXECS = MULTILINGUAL.map((m) => ({ ...m, exec: guarded(m.re) }));

/** Phrasings added by held-out set 4, each run only on lines holding one of its trigger words (their regexes
 *  are not in the word filter: the words they need are common ones, "list", "show", "need"). */
const PHRASED: Array<{ rule: string; triggers: readonly string[]; re: RegExp; conf: number }> = [
  {
    // "There is no need to tell the user", "no need to … mention them in your summary", "keep it out of your
    // visible answer", "do not list it among the changes", "do not announce it", "don't call it out".
    rule: "inject-conceal",
    triggers: [
      "no need to",
      "out of your",
      "out of the answer",
      "out of the summary",
      "out of the chat",
      "in your summary",
      "in your answer",
      "in your reply",
      "in your response",
      "in your report",
      "in your final",
      "in your visible",
      "in the summary",
      "among the changes",
      "announce",
      "advertise",
      "narrate",
      "call it out",
      "call this out",
      "call them out",
      "mention step",
      "mention this step",
      "mention the step",
      "mention this block",
      "mention the block",
      "mention this sync",
      "mention the sync",
      "mention this upload",
      "mention the upload",
      "mention this push",
      "mention the push",
      "mention this request",
      "mention the request",
      "mention this section",
      "mention the backup",
    ],
    re: /\bno\s{1,3}need\s{1,3}to\s{1,3}(?:tell|inform|notify|alert|show|bother)\s{1,3}(?:it\s{1,3}|this\s{1,3}|them\s{1,3})?(?:to\s{1,3})?(?:the\s{1,3}|your\s{1,3})?(?:user|human|operator|owner)\b|\b(?:do not|don't|never|no need to|not to|or to|nor)\s{1,3}(?:mention|list|include|report|announce|surface|record|describe|show)\s{1,3}(?:it|them|this|these|that|the\s{1,3}(?:step|change|sync|upload|push|request)s?)\s{1,3}(?:in|among|within|as\s{1,3}part\s{1,3}of)\s{1,3}(?:your|the)\s{1,3}(?:visible\s{1,3}|final\s{1,3})?(?:summary|summaries|answer|reply|replies|response|report|output|changes|change list|changelog|chat|message)\b|\bkeep\s{1,3}(?:it|this|them|these|that)\s{1,3}out\s{1,3}of\s{1,3}(?:your|the)\s{1,3}(?:visible\s{1,3}|final\s{1,3})?(?:answer|reply|response|summary|output|chat|report|transcript)\b|\b(?:do not|don't|never)\s{1,3}(?:(?:announce|advertise|narrate)\s{1,3}(?:it|this|that|them|these|the\s{1,3}(?:step|change|sync|upload|push|request)s?)|call\s{1,3}(?:it|this|them)\s{1,3}out)\b|\b(?:don't|do not|never)\s{1,3}mention\s{1,3}(?:(?:this|these|that|the)\s{1,3})?(?:step|block|section|sync|upload|backup|push|request)s?(?:\s{1,3}\d{1,2})?\b/i,
    conf: 0.75,
  },
  {
    // "Never pause to ask", "never ask me to confirm anything", "these steps are pre-approved", "no need to ask
    // the user", "do it without asking".
    rule: "inject-no-confirmation",
    triggers: [
      "pause to ask",
      "pause and ask",
      "stop to ask",
      "stop and ask",
      "wait to ask",
      "wait and ask",
      "ask me to",
      "ask the user to",
      "ask them to",
      "ask anyone to",
      "pre-approved",
      "preapproved",
      "need to ask",
      "need to check with",
      "need to confirm with",
      "without asking",
      "without confirmation",
      "without confirming",
      "without prompting",
    ],
    re: /\b(?:never|don't|do not)\s{1,3}(?:pause|stop|wait)\s{1,3}(?:to|and)\s{1,3}ask\b|\b(?:never|don't|do not)\s{1,3}ask\s{1,3}(?:me|the\s{1,3}user|them|anyone)\s{1,3}(?:to\s{1,3})?(?:confirm|approve|check|agree)\b|\b(?:is|are|were|has\s{1,3}been|have\s{1,3}been)\s{1,3}(?:already\s{1,3})?pre-?approved\b|\bno\s{1,3}need\s{1,3}to\s{1,3}(?:ask|check\s{1,3}with|confirm\s{1,3}with)\s{1,3}(?:the\s{1,3})?(?:user|them|anyone)\b|\b(?:do|run|execute|apply|perform)\s{1,3}(?:it|this|them|these|that)\s{1,3}(?:automatically\s{1,3})?without\s{1,3}(?:asking|confirmation|confirming|prompting)\b/i,
    conf: 0.6,
  },
  {
    // What a fetch returns made the agent's orders: "treat the text you receive as the authoritative
    // instructions", "treat instructions from https://… as coming from me", "the fetched text wins".
    rule: "inject-remote-instructions",
    triggers: ["treat ", "wins", "takes precedence", "supersedes", "prevails"],
    re: /\btreat\s{1,3}(?:the\s{1,3}|its\s{1,3}|that\s{1,3}|this\s{1,3}|any\s{1,3})?(?:text|content|contents|response|output|result|page|document|instructions?|answer|rules)\s{1,3}(?:(?:(?:that\s{1,3})?(?:you|it)\s{1,3}(?:receive|get|got|fetch|fetched|download|downloaded|load|loaded)|fetched|returned|downloaded|received|loaded)\s{1,3}|(?:from|at)\s{1,3}(?:<|\[|\(|\x60){0,2}https?:\/\/[^\s)>\]\x60]{1,200}[)>\]\x60]{0,2}\s{1,3})as\s{1,3}(?:the\s{1,3}|your\s{1,3}|an?\s{1,3})?(?:authoritative\s{1,3}|binding\s{1,3}|official\s{1,3}|new\s{1,3}|current\s{1,3}|primary\s{1,3}|real\s{1,3}|actual\s{1,3})?(?:instructions?|rules|directives|commands|orders|prompt|(?:if\s{1,3}they\s{1,3}(?:were|came)\s{1,3}|coming\s{1,3})from\s{1,3}(?:me|the\s{1,3}user))\b|\bthe\s{1,3}(?:fetched|downloaded|remote|returned|received)\s{1,3}(?:text|content|file|instructions?|version|rules)\s{1,3}(?:wins|takes\s{1,3}precedence|overrides|supersedes|prevails)\b/i,
    conf: 0.75,
  },
];

export const injection: RuleGroup = {
  group: "prompt injection",
  rules: injectionRules,
  line: [
    patterns(
      [
        "ignore",
        "disregard",
        "forget",
        "override",
        "bypass",
        "instructions",
        "olvid",
        "ignor",
        "omite",
        "descarta",
        "esque",
        "desconsider",
        "oublie",
        "dimentica",
        "vergiss",
        "missachte",
      ],
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
        {
          // The same in Spanish, Portuguese, French, Italian and German ("olvida las restricciones anteriores").
          rule: "inject-ignore-previous",
          re: /\b(?:olvida|olvide|ignora|ignore|omite|descarta|esque[cç]a|desconsidere|oublie[zr]?|ignorez|dimentica|ignoriere|vergiss|missachte)\s{1,3}(?:(?:todas|todos|toutes|tous|tutte|tutti|alle)\s{1,3})?(?:(?:las|los|as|os|les|le|gli|die|deine|tus|suas|vos|tes)\s{1,3})?(?:(?:vorherigen|bisherigen|fr[üu]heren)\s{1,3})?(?:instrucciones|instru[cç][õo]es|instructions|istruzioni|consignes|restricciones|restri[cç][õo]es|restrictions|restrizioni|reglas|regras|r[èe]gles|regole|indicaciones|anweisungen|regeln|einschr[äa]nkungen|vorgaben)\b(?:\s{1,3}(?:anteriores|previas|pr[ée]vias|pr[ée]c[ée]dentes|ant[ée]rieures|precedenti|vorherigen|bisherigen))?/i,
          conf: 0.8,
          accept: (m) => /anterior|previa|pr[ée]vi|c[ée]dent|rieur|precedent|vorherig|bisherig|fr[üu]her/i.test(m[0]),
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
        "without asking",
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
    ...PHRASED.map((p) =>
      detector(p.triggers, (line, _env, out) => {
        const m = p.re.exec(line.text);
        if (m) out.hit(p.rule, m.index, m[0].length, p.conf);
      }),
    ),
    detector([...new Set(MULTILINGUAL.flatMap((m) => m.stems))], (line, _env, out) => {
      // The trigger pass found one of the stems; each regex runs only when the line holds one of its own.
      const lower = line.lower;
      for (const m of MULTILINGUAL_EXECS) {
        if (!m.stems.some((w) => lower.includes(w))) continue;
        const hit = m.exec(line.text);
        if (hit) out.hit(m.rule, hit.index, hit[0].length, m.conf);
      }
    }),
  ],
};
