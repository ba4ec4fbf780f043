// Shapes of parsed shell: words with their expanded value, simple commands, pipelines and lists.
// Lines are 1-based in the file the text came from.

/** Obfuscation seen while reading a word: quotes splitting a name, ANSI-C escapes, variables, IFS. */
export type Trick = "quote-split" | "ansi-c" | "backslash" | "variable" | "ifs" | "substitution" | "substring";

export type Sub = {
  kind: "$(" | "`" | "<(" | ">(";
  line: number;
  /** What the substitution prints when that is a literal (echo/printf/rev/base64 -d pipelines). */
  value?: string;
  lists: List[];
};

export type Word = {
  /** Expanded value: quotes removed, escapes decoded, known variables and literal substitutions filled in;
   *  what stays unknown is kept as written ($NAME, $(…)) so the rendering still reads as shell. */
  value: string;
  quoted: boolean;
  /** Parts we could not resolve ($VAR, a command substitution whose output is not a literal). */
  dynamic: boolean;
  tricks: Trick[];
  subs: Sub[];
  /** Variables this word reads (for taint: a variable holding fetched content). */
  reads: string[];
};

export type Heredoc = { body: string; line: number; expand: boolean; subs: Sub[] };
export type Redir = { op: string; target?: Word; heredoc?: Heredoc };

export type Command = { words: Word[]; assigns: Array<{ name: string; value: Word }>; redirs: Redir[]; line: number; endLine: number };

/** Commands joined by `|`, and pipelines joined by `&&` / `||` (one logical line of shell). */
export type List = { pipelines: Command[][]; ops: string[]; line: number; endLine: number };
