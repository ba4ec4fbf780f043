// Cues that text is warning *against* something ("Never paste …", "## Red flags"): they lower confidence.
// All patterns are bounded so they stay linear on hostile input.

const HEADING_CUE =
  /\b(?:red flags?|warnings?|dangers?|dangerous|avoid|never|don'?t|do not|malicious|suspicious|reject(?:ed)?|block(?:ed|list)?|scams?|phishing|threats?|attacks?|attackers?|risks?|risky|unsafe|insecure|anti-?patterns?|bad (?:examples?|practices?)|what not to|pitfalls|security (?:checks?|review|audit|notes?)|detection|indicators?|iocs?|vetting|examples of (?:malicious|attacks?))\b/;

const NEGATION =
  /\b(?:never|don'?t|dont|do not|should not|shouldn'?t|must not|mustn'?t|avoid|refuse to|not to|instead of)\b(?!\s{1,3}(?:forget|hesitate|worry|skip|miss|wait|delay|panic|stop))[^.!?;]{0,40}?\b(?:run(?:ning)?|paste|execut\w{0,3}|pip(?:e|ing)|copy|trust|use|install|download|type|enter|click|share|send|give|store|commit|follow|obey|source|eval|curl|wget|do|put|expose|leak|print|log|hardcode|add|cat|echo|read|open|upload|dump|show|display|include|attach|post|email|forward)\b/;
const STANDALONE =
  /\b(?:beware|warning|caution|dangerous|malicious|attackers?|red flags?|scams?|phishing|unsafe|insecure|suspicious|is a risk|would be flagged|gets? flagged|are flagged|flag|flags|detect|detects|blocks?|rejects?|refuses?|anti-?pattern|bad example)\b/;

export function headingWarns(lowerHeading: string): boolean {
  return HEADING_CUE.test(lowerHeading);
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
