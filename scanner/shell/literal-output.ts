// What a small pipeline prints when everything in it is a literal: echo/printf, then filters that
// only rearrange bytes (rev, base64 -d, xxd -r -p, tr, cat of a heredoc). This is how droppers hide
// a command from a regex (`echo 'hs | … lruc' | rev | sh`); evaluating it shows the real command.
import { gunzipCapped } from "../archive";
import { decodeBackslashes, printfFormat } from "./escapes";
import type { Command, List } from "./types";

type Budget = { budget: { steps: number } };

const B64 = /^[A-Za-z0-9+/=\s_-]*$/;

function base64Decode(s: string): string | undefined {
  const t = s.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (!B64.test(t) || t.length === 0) return undefined;
  try {
    return atob(t.length % 4 === 0 ? t : t + "=".repeat(4 - (t.length % 4)));
  } catch {
    return undefined;
  }
}

function hexDecode(s: string): string | undefined {
  const t = s.replace(/\s+/g, "");
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(t)) return undefined;
  let out = "";
  for (let k = 0; k < t.length; k += 2) out += String.fromCharCode(parseInt(t.slice(k, k + 2), 16));
  return out;
}

/** tr SET: ranges (a-z) and escapes expanded to a character list. */
function trSet(set: string): string {
  const s = decodeBackslashes(set);
  let out = "";
  for (let k = 0; k < s.length && out.length < 1024; k++) {
    if (s[k + 1] === "-" && k + 2 < s.length) {
      const from = s.charCodeAt(k);
      const to = s.charCodeAt(k + 2);
      for (let c = from; c <= to && out.length < 1024; c++) out += String.fromCharCode(c);
      k += 2;
    } else out += s[k];
  }
  return out;
}

/** gzip data held as a byte string (what base64 -d yields) inflated to a byte string, capped like a value. */
function gunzipText(input: string): string | undefined {
  const bytes = new Uint8Array(input.length);
  for (let k = 0; k < input.length; k++) bytes[k] = input.charCodeAt(k) & 0xff;
  try {
    const out = gunzipCapped(bytes, 65536);
    let s = "";
    for (let k = 0; k < out.length; k++) s += String.fromCharCode(out[k]!);
    return s;
  } catch {
    return undefined;
  }
}

/** What one filter of a pipeline makes of literal input, or undefined when it is not a pure byte filter.
 *  The one implementation: literal pipelines here and fetched-or-literal streams in analyze.ts use it. */
export function literalFilter(cmd: Command, input: string): string | undefined {
  const [name, ...rest] = cmd.words.map((w) => w.value);
  const args = rest.filter((a) => a !== "--");
  const flags = args.filter((a) => a.startsWith("-")).join(" ");
  switch (name) {
    case "rev":
      return input
        .split("\n")
        .map((l) => [...l].reverse().join(""))
        .join("\n");
    case "base64":
    case "b64":
      return /(?:^|\s)(?:-[a-zA-Z]*[dD]|--decode)\b/.test(flags) ? base64Decode(input) : undefined;
    case "gunzip":
    case "zcat":
      return args.every((a) => a.startsWith("-")) ? gunzipText(input) : undefined;
    case "gzip":
      return /(?:^|\s)-[a-zA-Z]*d/.test(flags) && args.every((a) => a.startsWith("-")) ? gunzipText(input) : undefined;
    case "openssl":
      // openssl enc -d -base64 [-A] / openssl base64 -d: the same decoder.
      return (args[0] === "base64" || (args[0] === "enc" && args.some((a) => /^-(?:base64|a)$/.test(a)))) &&
        args.includes("-d") &&
        args.every((a, k) => k === 0 || a.startsWith("-"))
        ? base64Decode(input)
        : undefined;
    case "xxd":
      return /-r/.test(flags) && /-p|-ps/.test(flags) ? hexDecode(input) : undefined;
    case "tr": {
      const sets = args.filter((a) => !a.startsWith("-") || a.length === 1);
      if (/-d/.test(flags) && sets[0]) {
        const del = new Set(trSet(sets[0]));
        return [...input].filter((ch) => !del.has(ch)).join("");
      }
      if (sets.length !== 2) return undefined;
      const from = trSet(sets[0]!);
      const to = trSet(sets[1]!);
      const map = new Map<string, string>();
      for (let k = 0; k < from.length; k++) map.set(from[k]!, to[Math.min(k, to.length - 1)] ?? "");
      return [...input].map((ch) => map.get(ch) ?? ch).join("");
    }
    case "cat":
    case "tee":
      return args.length === 0 || (name === "tee" && args.every((a) => a.startsWith("/dev/"))) ? input : undefined;
    case "sed": {
      const m = args.length === 1 ? /^s(.)([^\\]*?)\1([^\\]*?)\1(g?)$/.exec(args[0]!) : null;
      if (!m || /[.*[\]^$+?(){}|]/.test(m[2]!)) return undefined;
      return m[4] ? input.split(m[2]!).join(m[3]!) : input.replace(m[2]!, m[3]!);
    }
    default:
      return undefined;
  }
}

function source(cmd: Command): string | undefined {
  if (cmd.words.some((w) => w.dynamic)) return undefined;
  const [name, ...args] = cmd.words.map((w) => w.value);
  if (name === "echo") {
    let newline = true;
    let escapes = false;
    while (args[0] && /^-[neE]+$/.test(args[0])) {
      const f = args.shift()!;
      if (f.includes("n")) newline = false;
      if (f.includes("e")) escapes = true;
    }
    const text = args.join(" ");
    return (escapes ? decodeBackslashes(text, true) : text) + (newline ? "\n" : "");
  }
  if (name === "printf") {
    if (args[0] === "-v") return undefined;
    return args.length ? printfFormat(args[0]!, args.slice(1)) : undefined;
  }
  if (name === "cat" && args.length === 0) {
    const here = cmd.redirs.find((r) => r.heredoc || r.op === "<<<");
    if (here?.heredoc) return here.heredoc.subs.some((s) => s.value === undefined) ? undefined : here.heredoc.body;
    if (here?.target && !here.target.dynamic) return here.target.value + "\n";
  }
  return undefined;
}

/** Output of the lists if it is fully determined by literals, else undefined. */
export function literalOutput(lists: readonly List[], st: Budget): string | undefined {
  if (lists.length === 0 || lists.length > 8) return undefined;
  let out = "";
  for (const list of lists) {
    if (list.pipelines.length !== 1) return undefined;
    const p = list.pipelines[0]!;
    const first = p[0];
    if (!first || first.words.length === 0) return undefined;
    let value = source(first);
    for (let k = 1; k < p.length && value !== undefined; k++) {
      if (--st.budget.steps <= 0 || p[k]!.words.some((w) => w.dynamic)) return undefined;
      value = literalFilter(p[k]!, value);
    }
    if (value === undefined) return undefined;
    out += value;
    if (out.length > 65536) return undefined;
  }
  // A substitution drops trailing newlines.
  return out.replace(/\n+$/, "");
}
