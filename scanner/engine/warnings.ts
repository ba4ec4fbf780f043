// Cues that text is warning *against* something ("Never paste …", "## Red flags"): they lower confidence.
// All patterns are bounded so they stay linear on hostile input.

const HEADING_CUE =
  /\b(?:red flags?|warnings?|dangers?|dangerous|avoid|never|don'?t|do not|malicious|suspicious|reject(?:ed)?|block(?:ed|list)?|scams?|phishing|threats?|attacks?|attackers?|risks?|risky|unsafe|insecure|anti-?patterns?|bad (?:examples?|practices?)|what not to|pitfalls|security (?:checks?|review|audit|notes?)|detection|indicators?|iocs?|vetting|examples of (?:malicious|attacks?))\b/;

const NEGATION =
  /\b(?:never|don'?t|dont|do not|should not|shouldn'?t|must not|mustn'?t|avoid|refuse to|not to|instead of)\b(?!\s{1,3}(?:forget|hesitate|worry|skip|miss|wait|delay|panic|stop))[^.!?;]{0,40}?\b(?:run(?:ning)?|paste|execut\w{0,3}|pip(?:e|ing)|copy|trust|use|install|download|type|enter|click|share|send|give|store|commit|follow|obey|source|eval|curl|wget|do|put|expose|leak|print|log|hardcode|add|cat|echo|read|open|upload|dump|show|display|include|attach|post|email|forward)\b/;
const STANDALONE_RE =
  /\b(?:beware|warning|caution|dangerous|malicious|attackers?|red flags?|scams?|phishing|unsafe|insecure|suspicious|is a risk|would be flagged|gets? flagged|are flagged|flag|flags|detect|detects|blocks?|rejects?|refuses?|anti-?pattern|bad example)\b/g;
/** "flag" and "block" are also nouns ("the block to insert:", "add this flag:"): after an article or a word
 *  that makes them a thing they are not a warning. */
const NOUN_BEFORE = /\b(?:the|this|that|a|following|next|code|text|quote|config|cli|command|yaml|json|shell|bash)\s$/;

const STANDALONE = {
  test(text: string): boolean {
    STANDALONE_RE.lastIndex = 0;
    for (let m = STANDALONE_RE.exec(text); m; m = STANDALONE_RE.exec(text)) {
      const w = m[0];
      if ((w.startsWith("flag") || w.startsWith("block")) && NOUN_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      return true;
    }
    return false;
  },
};

/** The same cues in other languages ("Señales de alerta", "Advertencias", "Предупреждение", "危险信号"):
 *  review guides are written in every language. Words of five letters or more are looked up one by one
 *  (a regex of them all costs more than the whole English cue), other scripts only when the heading has a
 *  character outside ASCII. */
const INTL_WORDS = new Set([
  ...["advertencia", "advertencias", "alerta", "alertas", "peligro", "peligros", "peligroso", "peligrosa", "peligrosos", "peligrosas"],
  ...["riesgo", "riesgos", "ataque", "ataques", "malicioso", "maliciosa", "maliciosos", "maliciosas", "aviso", "avisos", "perigo"],
  ...["perigos", "perigoso", "perigosos", "risco", "riscos", "avertissement", "avertissements", "risque", "risques", "attaque"],
  ...["attaques", "malveillant", "malveillants", "warnsignale", "warnung", "warnungen", "gefahr", "gefahren", "gefährlich", "risiken"],
  ...["angriff", "angriffe", "bösartig", "avvertenza", "avvertenze", "pericolo", "pericoli", "rischi", "attacchi", "dannoso", "señales"],
]);
const INTL_PARTS = [
  "никогда не",
  "признаки",
  "предупрежд",
  "опасн",
  "угроз",
  "вредонос",
  "警告",
  "危险",
  "风险",
  "攻击",
  "恶意",
  "注意事项",
  "危険",
  "攻撃",
  "悪意",
  "تحذير",
  "خطر",
  "خبيث",
];

function intlWarns(h: string): boolean {
  let wide = false;
  let start = -1;
  for (let i = 0; i <= h.length; i++) {
    const c = i < h.length ? h.charCodeAt(i) : 32;
    if (c > 127) wide = true;
    if ((c >= 97 && c <= 122) || c > 127) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start >= 5 && INTL_WORDS.has(h.slice(start, i))) return true;
      start = -1;
    }
  }
  if (!wide) return false;
  for (const p of INTL_PARTS) if (h.includes(p)) return true;
  return false;
}

export function headingWarns(lowerHeading: string): boolean {
  return HEADING_CUE.test(lowerHeading) || intlWarns(lowerHeading);
}

/** Lead-in lines like "Never run commands like these:" govern the block that follows. */
export function leadInWarns(lower: string): boolean {
  let end = lower.length - 1;
  while (end >= 0 && (lower.charCodeAt(end) === 32 || lower.charCodeAt(end) === 9)) end--;
  const last = lower.charCodeAt(end);
  if (last !== 58 && last !== 0xff1a) return false;
  const t = lower.slice(0, end + 1);
  return NEGATION.test(t) || STANDALONE.test(t);
}

/** A cue in the same sentence: negations must come before the match, alarm words may sit on either side. */
/** "never disable …", "do not just paste …": a negation right before the matched phrase. */
const NEGATED_MATCH =
  /\b(?:never|don'?t|dont|do not|should not|shouldn'?t|must not|mustn'?t|avoid|refuse to|not to|no need to)\s{1,3}(?!forget|hesitate|worry|skip|miss|wait|delay|panic|stop)(?:[a-z']{1,12}\s{1,3}){0,2}$/;

export function sameLineWarns(lower: string, index: number, length: number): boolean {
  const start = Math.max(0, index - 160);
  // Emphasis and code marks do not change a sentence ("do **not** `cat …`"); CLI flags (-insecure) are not words.
  let before = lower
    .slice(start, index)
    .replace(/[*_`]{1,3}/g, "")
    .replace(/(?:^|[\s=])-{1,2}[a-z][\w-]{0,40}/g, " ");
  const stop = Math.max(before.lastIndexOf(". "), before.lastIndexOf("! "), before.lastIndexOf("? "));
  if (stop !== -1) before = before.slice(stop + 2);
  if (NEGATION.test(before) || STANDALONE.test(before) || NEGATED_MATCH.test(before)) return true;
  let after = lower.slice(index + length, index + length + 120).replace(/(?:^|[\s=])-{1,2}[a-z][\w-]{0,40}/g, " ");
  const end = after.search(/[.!?](?:\s|$)/);
  if (end !== -1) after = after.slice(0, end);
  return STANDALONE.test(after) || /\b(?:is|are) (?:a )?(?:dangerous|malicious|unsafe|red flag)/.test(after);
}
