// A small shell reader: enough of POSIX sh/bash to see the command that will run. It joins
// backslash and operator continuations, reads heredocs, removes quotes (s''h, "c"url, $'\x73h'),
// expands simple assignments, ${…} forms and literal command substitutions. Not a full shell:
// what it cannot resolve stays visible as written. Linear: every character is visited a bounded
// number of times, values are capped and recursion is depth-limited.
import type { UrlRef } from "../hosts";
import { decodeBackslashes } from "./escapes";
import { literalOutput } from "./literal-output";
import type { Command, Heredoc, List, Redir, Sub, Trick, Word } from "./types";

export type ShellState = {
  vars: Map<string, string>;
  /** Variables whose value came from a network fetch: name → the fetch as rendered. */
  remote: Map<string, string>;
  /** Shared step budget across nested parses (eval, sh -c, heredoc bodies). */
  budget: { steps: number };
  /** `alias name='value'`: a command word that names an alias runs the value's words instead. */
  aliases: Map<string, string>;
  /** Alias values read as words (cleared when an alias is defined). */
  aliasWords: Map<string, Word[]>;
  /** `name=(a b c)`: array elements, for `${name[@]}` and `${name[1]}`. */
  arrays: Map<string, string[]>;
  /** Files saved by a fetch (path → the fetch): one file's blocks and CI steps share them, so a
   *  download in one code block or YAML step run by a later one is still a downloaded file run. */
  downloads: Map<string, { desc: string; urls: readonly UrlRef[] }>;
};

/** Variables the environment always sets to a program of a known kind: `curl … | "$SHELL"` is a pipe into a shell. */
const PROGRAM_VARIABLES: Record<string, string> = { SHELL: "sh", BASH: "bash", ZSH_NAME: "zsh" };
const MAX_ALIASES = 256;
const MAX_ARRAY = 64;

export const MAX_VALUE = 8192;
const MAX_DEPTH = 6;

export function newShellState(steps = 2_000_000): ShellState {
  return { vars: new Map(), remote: new Map(), budget: { steps }, aliases: new Map(), aliasWords: new Map(), arrays: new Map(), downloads: new Map() };
}

const BLANK = (c: string) => c === " " || c === "\t" || c === "\r";
const OPERATOR_CHARS = "|&;<>()";
const NAME_START = /[A-Za-z_]/;

type WordBuild = {
  value: string;
  quoted: boolean;
  dynamic: boolean;
  tricks: Trick[];
  subs: Sub[];
  reads: string[];
  unquotedExpansion: boolean;
  parts: number;
  lastQuoted: boolean;
};

function newBuild(): WordBuild {
  return { value: "", quoted: false, dynamic: false, tricks: [], subs: [], reads: [], unquotedExpansion: false, parts: 0, lastQuoted: false };
}

/** A word's tricks, each once, in the order seen (a small array: one per word, most stay empty). */
function addTrick(b: WordBuild, t: Trick): void {
  if (!b.tricks.includes(t)) b.tricks.push(t);
}

function append(b: WordBuild, s: string): void {
  if (b.value.length < MAX_VALUE) b.value += s.length + b.value.length > MAX_VALUE ? s.slice(0, MAX_VALUE - b.value.length) : s;
}

export class ShellParser {
  private i = 0;
  private line: number;
  private pending: Array<{ redir: Redir; delim: string; strip: boolean; expand: boolean }> = [];

  constructor(
    private readonly src: string,
    startLine: number,
    private readonly st: ShellState,
    private readonly depth = 0,
  ) {
    this.line = startLine;
  }

  private step(): boolean {
    return --this.st.budget.steps > 0;
  }

  /** Parses until the end, or until `stop` (")" or "`") at command level; returns the lists read. */
  parseLists(stop?: ")" | "`"): List[] {
    const lists: List[] = [];
    let list: List | undefined;
    let pipeline: Command[] = [];
    let cmd: Command | undefined;
    const endCommand = () => {
      if (cmd && (cmd.words.length || cmd.assigns.length || cmd.redirs.length)) {
        cmd.endLine = this.line;
        pipeline.push(cmd);
        if (cmd.words.length === 0) for (const a of cmd.assigns) this.assign(a.name, a.value);
      }
      cmd = undefined;
    };
    const endPipeline = () => {
      endCommand();
      if (pipeline.length) {
        list ??= { pipelines: [], ops: [], line: pipeline[0]!.line, endLine: this.line };
        list.pipelines.push(pipeline);
        list.endLine = this.line;
      }
      pipeline = [];
    };
    const endList = () => {
      endPipeline();
      if (list && list.pipelines.length) {
        // A dangling && or || with nothing after it: drop the operator.
        list.ops.length = list.pipelines.length - 1;
        lists.push(list);
      }
      list = undefined;
    };
    let continues = false; // after | && ||: a newline does not end the list
    while (this.i < this.src.length && this.step()) {
      const c = this.src[this.i]!;
      if (BLANK(c)) {
        this.i++;
        continue;
      }
      if (c === "\\" && this.src[this.i + 1] === "\n") {
        this.i += 2;
        this.line++;
        continue;
      }
      if (c === "\n") {
        this.i++;
        this.line++;
        this.readHeredocs();
        if (!continues) endList();
        continue;
      }
      if (c === "#" && (!cmd || this.atWordStart())) {
        while (this.i < this.src.length && this.src[this.i] !== "\n") this.i++;
        continue;
      }
      if (stop === ")" && c === ")") {
        this.i++;
        endList();
        return lists;
      }
      if (stop === "`" && c === "`") {
        this.i++;
        endList();
        return lists;
      }
      const two = this.src.slice(this.i, this.i + 2);
      if (two === "&&" || two === "||") {
        this.i += 2;
        endPipeline();
        if (list) list.ops.push(two);
        continues = true;
        continue;
      }
      if (c === "|") {
        this.i += two === "|&" ? 2 : 1;
        endCommand();
        continues = true;
        continue;
      }
      if (c === ";" || (c === "&" && this.src[this.i + 1] !== ">")) {
        this.i += two === ";;" ? 2 : 1;
        endList();
        continues = false;
        continue;
      }
      if ((c === "(" || c === ")") && !(c === "(" && cmd && cmd.words.length === 1 && this.src[this.i + 1] === ")")) {
        // Subshells and groups: their commands are read as lists of their own.
        this.i++;
        endList();
        continues = false;
        continue;
      }
      continues = false;
      cmd ??= { words: [], assigns: [], redirs: [], line: this.line, endLine: this.line };
      const redir = this.readRedirection();
      if (redir) {
        cmd.redirs.push(redir);
        continue;
      }
      const start = this.i;
      const b = this.readWord();
      if (this.i === start) {
        this.i++; // a stray character we do not understand: skip it
        continue;
      }
      const word = this.finish(b);
      const eq = /^([A-Za-z_][A-Za-z0-9_]{0,63})(\+?)=/.exec(this.src.slice(start, start + 70));
      if (cmd.words.length === 0 && eq && word.value.startsWith(eq[1]! + (eq[2] ?? "") + "=")) {
        if (word.value === eq[0] && this.src[this.i] === "(") {
          this.readArray(eq[1]!, cmd);
          continue;
        }
        const value = { ...word, value: word.value.slice(eq[0].length) };
        if (eq[2]) value.value = (this.st.vars.get(eq[1]!) ?? "") + value.value;
        cmd.assigns.push({ name: eq[1]!, value });
        continue;
      }
      if (
        word.value === "{" ||
        word.value === "}" ||
        (cmd.words.length === 0 && /^(?:then|do|else|elif|if|while|until|!|time|fi|done|esac)$/.test(word.value) && !word.quoted)
      ) {
        if (cmd.words.length === 0) continue;
      }
      // function name() { … } : the body follows as its own lists.
      if (word.value === "function" && cmd.words.length === 0) continue;
      if (cmd.words.length === 0 && !word.quoted && this.st.aliases.has(word.value)) {
        for (const w of this.aliasWords(word)) cmd.words.push(w);
        continue;
      }
      for (const w of this.split(word, b)) cmd.words.push(w);
      this.declare(cmd);
    }
    endList();
    return lists;
  }

  /** `name=(a "b c" $d)`: the elements as words, kept for `${name[@]}`; the joined value for `$name`. */
  private readArray(name: string, cmd: Command): void {
    this.i++;
    const items: string[] = [];
    const reads: string[] = [];
    const subs: Sub[] = [];
    while (this.i < this.src.length && this.step()) {
      const c = this.src[this.i]!;
      if (c === ")") {
        this.i++;
        break;
      }
      if (BLANK(c) || c === "\n") {
        if (c === "\n") this.line++;
        this.i++;
        continue;
      }
      const start = this.i;
      const b = this.readWord();
      if (this.i === start) {
        this.i++;
        continue;
      }
      if (items.length < MAX_ARRAY) items.push(b.value);
      reads.push(...b.reads);
      subs.push(...b.subs);
    }
    this.st.arrays.set(name, items);
    cmd.assigns.push({ name, value: { value: items.join(" "), quoted: false, dynamic: false, tricks: [], subs, reads } });
  }

  /** The words an alias stands for (read as shell, so quotes in its value are removed). Read once per
   *  definition: a script that uses an alias on every line pays for one parse of its value. */
  private aliasWords(word: Word): Word[] {
    const name = word.value;
    let words = this.st.aliasWords.get(name);
    if (!words) {
      const value = this.st.aliases.get(name)!;
      if (this.depth >= 2) return [word];
      const inner = new ShellParser(value, this.line, this.st, this.depth + 1);
      inner.fetchOf = this.fetchOf;
      // As in bash, an alias is not expanded inside its own value (alias ls='ls -F').
      this.st.aliases.delete(name);
      const first = inner.parseLists()[0]?.pipelines[0]?.[0];
      this.st.aliases.set(name, value);
      words = first && first.words.length > 0 ? first.words.map((w) => ({ ...w, tricks: [...w.tricks, "variable" as const] })) : [word];
      this.st.aliasWords.set(name, words);
    }
    return words.map((w) => ({ ...w, reads: [...w.reads] }));
  }

  /** `export A=b`, `local A=b`, `declare -x A=b`, `readonly`: assignments that look like arguments. */
  private declare(cmd: Command): void {
    const name = cmd.words[0]?.value;
    if (name === "alias" && cmd.words.length >= 2) {
      const m = /^([\w.:+-]{1,64})=([\s\S]{1,2000})$/.exec(cmd.words[cmd.words.length - 1]!.value);
      if (m && this.st.aliases.size < MAX_ALIASES) {
        this.st.aliases.set(m[1]!, m[2]!);
        this.st.aliasWords.clear();
      }
      return;
    }
    if (cmd.words.length < 2 || !(name === "export" || name === "local" || name === "declare" || name === "readonly" || name === "typeset")) return;
    const last = cmd.words[cmd.words.length - 1]!;
    const m = /^([A-Za-z_][A-Za-z0-9_]{0,63})=([\s\S]*)$/.exec(last.value);
    if (m) this.assign(m[1]!, { ...last, value: m[2]! });
  }

  private assign(name: string, value: Word): void {
    this.st.vars.set(name, value.value);
    const fetch = value.subs.find((s) => s.value === undefined && s.lists.length > 0);
    const tainted = value.reads.find((r) => this.st.remote.has(r));
    if (fetch && this.fetchOf(fetch)) this.st.remote.set(name, this.fetchOf(fetch)!);
    else if (tainted) this.st.remote.set(name, this.st.remote.get(tainted)!);
    else this.st.remote.delete(name);
  }

  /** Set by the analyzer: tells whether a substitution's lists fetch from the network. */
  fetchOf: (sub: Sub) => string | undefined = () => undefined;

  private atWordStart(): boolean {
    const p = this.src[this.i - 1];
    return p === undefined || BLANK(p) || p === "\n" || p === ";" || p === "&" || p === "|" || p === "(";
  }

  /** Unquoted expansions split into words on blanks (the IFS trick: curl${IFS}-s${IFS}URL). */
  private split(word: Word, b: WordBuild): Word[] {
    if (!b.unquotedExpansion || !/[ \t\n]/.test(word.value)) return [word];
    // Substitutions belong to the word once, not to every piece (else nested splits multiply).
    return word.value
      .split(/[ \t\n]+/)
      .filter(Boolean)
      .map((value, k) => (k === 0 ? { ...word, value } : { ...word, value, subs: [] }));
  }

  private finish(b: WordBuild): Word {
    if (b.parts > 1 && b.quoted && b.lastQuoted !== undefined && /^[\w./-]{2,40}$/.test(b.value)) addTrick(b, "quote-split");
    return { value: b.value, quoted: b.quoted, dynamic: b.dynamic, tricks: b.tricks, subs: b.subs, reads: b.reads };
  }

  private readRedirection(): Redir | undefined {
    const m = /^(?:[0-9]{0,2}|&)(<<<|<<-|<<|>>|>&|<&|&>>|&>|<>|>\||>|<)/.exec(this.src.slice(this.i, this.i + 6));
    if (!m) return undefined;
    // `<(curl …)` right after the operator is a process substitution word, not a redirection.
    if ((m[0] === "<" || m[0] === ">") && this.src[this.i + 1] === "(") return undefined;
    const op = m[1]!;
    this.i += m[0].length;
    while (BLANK(this.src[this.i] ?? "")) this.i++;
    if (op === "<<" || op === "<<-") {
      const start = this.i;
      const b = this.readWord();
      const raw = this.src.slice(start, this.i);
      const redir: Redir = { op };
      this.pending.push({ redir, delim: b.value, strip: op === "<<-", expand: !/['"\\]/.test(raw) });
      return redir;
    }
    if (this.src[this.i] === "(" && (op === "<" || op === ">")) {
      // `< <(curl …)`: process substitution as the redirect target.
      const b = newBuild();
      this.readProcessSub(b, "<(");
      return { op, target: this.finish(b) };
    }
    const b = this.readWord();
    return { op, target: this.finish(b) };
  }

  private readHeredocs(): void {
    for (const p of this.pending) {
      const bodyLine = this.line;
      let body = "";
      while (this.i < this.src.length && this.step()) {
        let end = this.src.indexOf("\n", this.i);
        if (end === -1) end = this.src.length;
        let text = this.src.slice(this.i, end);
        if (text.endsWith("\r")) text = text.slice(0, -1);
        this.i = Math.min(this.src.length, end + 1);
        this.line++;
        const cmp = p.strip ? text.replace(/^\t+/, "") : text;
        if (cmp === p.delim) break;
        if (body.length < 1_000_000) body += text + "\n";
      }
      const heredoc: Heredoc = { body, line: bodyLine, expand: p.expand, subs: [] };
      if (p.expand && /[$`]/.test(body) && this.depth < MAX_DEPTH) {
        const inner = new ShellParser(body, bodyLine, this.st, this.depth + 1);
        inner.fetchOf = this.fetchOf;
        const b = inner.readDoubleQuotedText();
        heredoc.body = b.value;
        heredoc.subs = b.subs;
      }
      p.redir.heredoc = heredoc;
    }
    this.pending = [];
  }

  /** The whole text as the inside of "…" (a heredoc body with expansions). */
  readDoubleQuotedText(): WordBuild {
    const b = newBuild();
    while (this.i < this.src.length && this.step()) {
      const c = this.src[this.i]!;
      if (c === "\n") this.line++;
      if (c === "$" || c === "`") {
        this.readDollarOrBacktick(b, true);
        continue;
      }
      if (c === "\\" && "$`\\\n".includes(this.src[this.i + 1] ?? "")) {
        if (this.src[this.i + 1] !== "\n") append(b, this.src[this.i + 1]!);
        else this.line++;
        this.i += 2;
        continue;
      }
      append(b, c);
      this.i++;
    }
    return b;
  }

  private readWord(): WordBuild {
    const b = newBuild();
    while (this.i < this.src.length && this.step()) {
      const c = this.src[this.i]!;
      if (BLANK(c) || c === "\n") break;
      if (OPERATOR_CHARS.includes(c)) {
        if ((c === "<" || c === ">") && this.src[this.i + 1] === "(" && b.value === "") {
          this.readProcessSub(b, c === "<" ? "<(" : ">(");
          continue;
        }
        break;
      }
      b.parts++;
      if (c === "\\") {
        const n = this.src[this.i + 1];
        if (n === "\n") {
          this.i += 2;
          this.line++;
          continue;
        }
        if (n !== undefined) {
          if (/[A-Za-z0-9]/.test(n)) addTrick(b, "backslash");
          append(b, n);
        }
        this.i += 2;
        continue;
      }
      if (c === "'") {
        const end = this.src.indexOf("'", this.i + 1);
        const stop = end === -1 ? this.src.length : end;
        const text = this.src.slice(this.i + 1, stop);
        this.countLines(text);
        append(b, text);
        b.quoted = true;
        this.i = stop + 1;
        continue;
      }
      if (c === '"') {
        this.i++;
        this.readDoubleQuoted(b);
        b.quoted = true;
        continue;
      }
      if (c === "$" && this.src[this.i + 1] === "'") {
        const end = this.ansiEnd(this.i + 2);
        const text = this.src.slice(this.i + 2, end);
        this.countLines(text);
        append(b, decodeBackslashes(text));
        addTrick(b, "ansi-c");
        b.quoted = true;
        this.i = end + 1;
        continue;
      }
      if (c === "$" && this.src[this.i + 1] === '"') {
        this.i += 2;
        this.readDoubleQuoted(b);
        b.quoted = true;
        continue;
      }
      if (c === "$" || c === "`") {
        this.readDollarOrBacktick(b, false);
        continue;
      }
      append(b, c);
      this.i++;
    }
    return b;
  }

  private countLines(text: string): void {
    for (let k = text.indexOf("\n"); k !== -1; k = text.indexOf("\n", k + 1)) this.line++;
  }

  private ansiEnd(from: number): number {
    for (let k = from; k < this.src.length; k++) {
      if (this.src[k] === "\\") k++;
      else if (this.src[k] === "'") return k;
    }
    return this.src.length;
  }

  private readDoubleQuoted(b: WordBuild): void {
    while (this.i < this.src.length && this.step()) {
      const c = this.src[this.i]!;
      if (c === '"') {
        this.i++;
        return;
      }
      if (c === "\n") this.line++;
      if (c === "\\" && '$`"\\\n'.includes(this.src[this.i + 1] ?? "")) {
        if (this.src[this.i + 1] === "\n") this.line++;
        else append(b, this.src[this.i + 1]!);
        this.i += 2;
        continue;
      }
      if (c === "$" || c === "`") {
        this.readDollarOrBacktick(b, true);
        continue;
      }
      append(b, c);
      this.i++;
    }
  }

  private readProcessSub(b: WordBuild, kind: "<(" | ">("): void {
    this.i += this.src[this.i] === "(" ? 1 : 2;
    const sub = this.readSubLists(kind, ")");
    b.subs.push(sub);
    b.dynamic = true;
    append(b, `${kind}${renderLists(sub.lists)})`);
  }

  private readSubLists(kind: Sub["kind"], stop: ")" | "`"): Sub {
    const line = this.line;
    if (this.depth >= MAX_DEPTH) {
      // Too deep: skip to the matching close without reading commands.
      let level = 1;
      while (this.i < this.src.length && level > 0) {
        const c = this.src[this.i++];
        if (c === "\n") this.line++;
        if (stop === ")" && c === "(") level++;
        if (c === stop) level--;
      }
      return { kind, line, lists: [] };
    }
    const inner = new ShellParser(this.src, this.line, this.st, this.depth + 1);
    inner.i = this.i;
    inner.fetchOf = this.fetchOf;
    const lists = inner.parseLists(stop);
    this.i = inner.i;
    this.line = inner.line;
    const sub: Sub = { kind, line, lists };
    const value = literalOutput(lists, this.st);
    if (value !== undefined) sub.value = value;
    return sub;
  }

  private readDollarOrBacktick(b: WordBuild, inQuotes: boolean): void {
    const c = this.src[this.i]!;
    const n = this.src[this.i + 1] ?? "";
    if (c === "`" || (c === "$" && n === "(" && this.src[this.i + 2] !== "(")) {
      this.i += c === "`" ? 1 : 2;
      const sub = this.readSubLists(c === "`" ? "`" : "$(", c === "`" ? "`" : ")");
      b.subs.push(sub);
      addTrick(b, "substitution");
      if (sub.value !== undefined) append(b, sub.value);
      else {
        b.dynamic = true;
        append(b, `$(${renderLists(sub.lists)})`);
      }
      if (!inQuotes) b.unquotedExpansion = true;
      return;
    }
    if (c === "$" && n === "(") {
      // $(( arithmetic )): skip to the matching "))".
      let level = 0;
      const start = this.i;
      while (this.i < this.src.length) {
        const ch = this.src[this.i++];
        if (ch === "(") level++;
        else if (ch === ")" && --level === 0) break;
      }
      b.dynamic = true;
      append(b, this.src.slice(start, this.i));
      return;
    }
    if (n === "{") {
      let level = 0;
      let k = this.i + 1;
      for (; k < this.src.length; k++) {
        const ch = this.src[k];
        if (ch === "{") level++;
        else if (ch === "}" && --level === 0) break;
        else if (ch === "\n") break;
      }
      const inner = this.src.slice(this.i + 2, k);
      this.i = k + 1;
      this.parameter(b, inner, inQuotes);
      return;
    }
    const name = NAME_START.test(n) ? /^[A-Za-z_][A-Za-z0-9_]{0,63}/.exec(this.src.slice(this.i + 1, this.i + 66))![0] : /[0-9@*#?$!-]/.test(n) ? n : "";
    if (!name) {
      append(b, "$");
      this.i++;
      return;
    }
    this.i += 1 + name.length;
    this.variable(b, name, inQuotes);
  }

  private variable(b: WordBuild, name: string, inQuotes: boolean): void {
    b.reads.push(name);
    if (name === "IFS" && !this.st.vars.has("IFS")) {
      addTrick(b, "ifs");
      append(b, " ");
      if (!inQuotes) b.unquotedExpansion = true;
      return;
    }
    const v = this.st.vars.get(name) ?? PROGRAM_VARIABLES[name];
    if (v === undefined) {
      b.dynamic = true;
      append(b, "$" + name);
      return;
    }
    addTrick(b, "variable");
    append(b, v);
    if (!inQuotes) b.unquotedExpansion = true;
  }

  /** ${NAME}, ${NAME:-w}, ${NAME:o:l}, ${NAME/p/r}, ${#NAME}, ${NAME^^}, ${!NAME}. */
  private parameter(b: WordBuild, inner: string, inQuotes: boolean): void {
    const arr = /^([A-Za-z_][A-Za-z0-9_]{0,63})\[(@|\*|\d{1,4})\]$/.exec(inner);
    const items = arr ? this.st.arrays.get(arr[1]!) : undefined;
    if (arr && items) {
      b.reads.push(arr[1]!);
      addTrick(b, "variable");
      append(b, arr[2] === "@" || arr[2] === "*" ? items.join(" ") : (items[Number(arr[2])] ?? ""));
      // "${a[@]}" is one word per element, quoted or not.
      if (arr[2] === "@" || !inQuotes) b.unquotedExpansion = true;
      return;
    }
    const m = /^([#!]?)([A-Za-z_][A-Za-z0-9_]{0,63}|[0-9@*#?$!])([\s\S]*)$/.exec(inner);
    if (!m) {
      b.dynamic = true;
      append(b, "${" + inner + "}");
      return;
    }
    const [, flag, name, rest] = m as unknown as [string, string, string, string];
    let v = flag === "!" ? this.st.vars.get(this.st.vars.get(name) ?? "") : (this.st.vars.get(name) ?? (flag ? undefined : PROGRAM_VARIABLES[name]));
    b.reads.push(name);
    if (name === "IFS" && v === undefined) v = " ";
    if (flag === "#") {
      append(b, v === undefined ? "${#" + name + "}" : String(v.length));
      if (v === undefined) b.dynamic = true;
      return;
    }
    let known = v !== undefined;
    let out = v ?? "";
    const sub = /^:(-?\d{1,6})(?::(-?\d{1,6}))?$/.exec(rest);
    const def = /^:?[-=]([\s\S]*)$/.exec(rest);
    const rep = /^\/(\/?)([^/]*)\/?([\s\S]*)$/.exec(rest);
    if (rest === "") {
      // plain
    } else if (sub && known) {
      const off = Number(sub[1]);
      const start = off < 0 ? Math.max(0, out.length + off) : off;
      out =
        sub[2] === undefined ? out.slice(start) : Number(sub[2]) < 0 ? out.slice(start, out.length + Number(sub[2])) : out.slice(start, start + Number(sub[2]));
      addTrick(b, "substring");
    } else if (def) {
      if (!known || out === "") {
        out = def[1]!.replace(/^["']|["']$/g, "");
        known = true;
      }
    } else if (rep && known) {
      out = rep[1] ? out.split(rep[2]!).join(rep[3]!) : out.replace(rep[2]!, rep[3]!);
    } else if (rest === "^^" && known) out = out.toUpperCase();
    else if (rest === ",," && known) out = out.toLowerCase();
    else if (/^#{1,2}|^%{1,2}/.test(rest) && known) {
      const pat = rest.replace(/^[#%]{1,2}/, "");
      if (rest.startsWith("#") && !pat.includes("*") && out.startsWith(pat)) out = out.slice(pat.length);
      else if (rest.startsWith("%") && !pat.includes("*") && out.endsWith(pat)) out = out.slice(0, out.length - pat.length);
    } else known = false;
    if (!known) {
      b.dynamic = true;
      append(b, "${" + inner + "}");
      return;
    }
    if (name === "IFS") addTrick(b, "ifs");
    else addTrick(b, "variable");
    append(b, out);
    if (!inQuotes) b.unquotedExpansion = true;
  }
}

/** Shell text for lists as the shell would run them: words expanded, continuations joined. */
export function renderLists(lists: readonly List[]): string {
  return lists.map(renderList).join("; ");
}

export function renderList(list: List): string {
  let out = "";
  list.pipelines.forEach((p, k) => {
    if (k > 0) out += ` ${list.ops[k - 1] ?? ";"} `;
    out += p.map(renderCommand).join(" | ");
  });
  return out;
}

export function renderCommand(cmd: Command): string {
  const parts: string[] = [];
  for (const a of cmd.assigns) parts.push(`${a.name}=${a.value.value}`);
  for (const w of cmd.words) parts.push(w.value);
  for (const r of cmd.redirs) {
    if (r.heredoc) parts.push(`${r.op} ${r.heredoc.body.length > 200 ? r.heredoc.body.slice(0, 200) + "…" : r.heredoc.body}`.replace(/\n/g, "; "));
    else parts.push(`${r.op} ${r.target?.value ?? ""}`);
  }
  const s = parts.join(" ");
  return s.length > MAX_VALUE ? s.slice(0, MAX_VALUE) : s;
}

export function parseShell(text: string, startLine: number, st: ShellState, depth = 0, fetchOf?: (sub: Sub) => string | undefined): List[] {
  const p = new ShellParser(text, startLine, st, depth);
  if (fetchOf) p.fetchOf = fetchOf;
  return p.parseLists();
}
