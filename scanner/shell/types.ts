// Shapes of parsed shell: words with their expanded value, simple commands, pipelines and lists.
// Offsets are into the text the parser was given; `line` is 1-based in that text.

/** Obfuscation seen while reading a word: quotes splitting a name, ANSI-C escapes, variables, IFS. */
export type Trick = "quote-split" | "ansi-c" | "backslash" | "variable" | "ifs" | "substitution" | "substring";

export type Sub = {
  kind: "$(" | "`" | "<(" | ">(";
  source: string;
  line: number;
  /** What the substitution prints when that is a literal (echo/printf/rev/base64 -d pipelines). */
  value?: string;
  lists: List[];
};

export type Word = {
  /** Expanded value: quotes removed, escapes decoded, known variables and literal substitutions filled in. */
  value: string;
  /** The word as written. */
  raw: string;
  quoted: boolean;
  /** Parts we could not resolve ($VAR, a command substitution whose output is not a literal). */
  dynamic: boolean;
  tricks: Trick[];
  subs: Sub[];
};

export type Redir = { op: string; target?: Word; heredoc?: { body: string; raw: string; line: number; expand: boolean; subs: Sub[] } };

export type Command = { words: Word[]; assigns: Array<{ name: string; value: Word }>; redirs: Redir[]; line: number; endLine: number };

/** Commands joined by `|`, and pipelines joined by `&&` / `||` (one logical line of shell). */
export type List = { pipelines: Command[][]; ops: string[]; line: number; endLine: number };
