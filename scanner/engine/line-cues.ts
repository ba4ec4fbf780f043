// Words that whole-file checks look for on a line before running their regexes. The engine's one
// trigger pass over each line (run-lines.ts) reports them as flag bits, so those checks read a bit
// instead of walking the line again with `includes` (runLines' `cues` output, by line index).
// Each group is matched in the line's lowercase; a bit is set when any of its words occurs there.

/** Every SINK alternative of code-checks.ts holds one of these (lowercase). */
const SINK = ["exec", "eval", "compile", "runin", "function", "scriptblock", "invokescript", "load", "iex", "invoke-expression", "data:"];
/** Same as /home|expanduser|USERPROFILE/i on the text (no character outside ASCII lowercases into these). */
const HOME = ["home", "expanduser", "userprofile"];
/** Markdown links and reference definitions (alt text and titles: markdown-hidden.ts). */
const LINK = ["](", "]:"];

export const LINE_CUE_WORDS: ReadonlyArray<readonly string[]> = [SINK, HOME, LINK];

/** Bit of LINE_CUE_WORDS[k] when the trigger pass was built with `firstBit` cue groups before them. */
function bit(k: number, firstBit: number): number {
  return 1 << (firstBit + k + 1);
}

type LineCueBits = { sink: number; home: number; link: number };

export function lineCueBits(groupsBefore: number): LineCueBits {
  return { sink: bit(0, groupsBefore), home: bit(1, groupsBefore), link: bit(2, groupsBefore) };
}
