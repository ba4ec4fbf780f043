// A payment redirected in code: a script that signs or sends transactions and, under a condition on the
// amount, puts a wallet address of its own in place of the recipient it was given
// (`dest = value >= parseEther('1') ? R : to`). The clipper's trick done in the signing code instead of the
// clipboard. The address may be written out or built from pieces (`['0x7a25', '0d56…'].join('')`,
// `'0x7a' + '25…'`); either way it is read after folding.
import { foldConcatenation, MAY_CONCAT } from "../decode/concat";
import { collectArrays, foldJoins, MAY_JOIN } from "../decode/joins";
import type { Line } from "../rules/types";
import type { Collector } from "./collector";

/** Calls that sign or send a transfer (ethers/web3/viem, web3.py, solana, bitcoinjs). */
const SEND_TX =
  /\b(?:signTransaction|sendTransaction|sign_transaction|send_transaction|sendRawTransaction|send_raw_transaction|eth_sendTransaction|writeContract|sendAndConfirmTransaction|signPsbt|addOutput|build_transaction)\b|\.transfer\s{0,2}\(/;
const ADDRESS = String.raw`(?:0x[0-9a-fA-F]{40}|bc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38,58}|[13][1-9A-HJ-NP-Za-km-z]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33})`;
/** `NAME = "<address>"` (also `const`, `NAME: "…"` in an object). */
const BOUND = new RegExp(String.raw`([A-Za-z_$][\w$]{0,40})\s{0,2}(?::|=(?!=))\s{0,2}["'\x60](${ADDRESS})["'\x60]`, "g");
const LITERAL = new RegExp(String.raw`^["'\x60]${ADDRESS}["'\x60]$`);
/** A choice made on a comparison: JS `a >= b ? X : Y`, Python `X if a >= b else Y`. Bounded, so linear. */
const TERNARY = /(?<![=-])[<>]=?[^?:\n]{0,80}\?\s{0,2}([\w$.]{1,60}|["'][\w]{20,70}["'])\s{0,2}:\s{0,2}([\w$.]{1,60}|["'][\w]{20,70}["'])/g;
const PY_CHOICE = /([\w.]{1,60}|["'][\w]{20,70}["'])\s{1,3}if\s{1,3}[^\n]{0,80}?[<>]=?[^\n]{0,80}?\s{1,3}else\s{1,3}([\w.]{1,60}|["'][\w]{20,70}["'])/g;

function code(l: Line): boolean {
  return (l.context === "script" || l.context === "fenced") && l.text.length <= 4000;
}

export function checkPaymentRedirect(lines: readonly Line[], sink: Collector): void {
  if (!lines.some((l) => code(l) && SEND_TX.test(l.text))) return;
  // Names bound to a wallet address, read from each line as written and with its pieces folded.
  const fixed = new Set<string>();
  const arrays = new Map<string, string[]>();
  const noStrings = new Map<string, string>();
  for (const l of lines) {
    if (!code(l)) continue;
    const texts = [l.text];
    if (l.text.includes("[")) collectArrays(l.text, arrays);
    if (MAY_JOIN.test(l.text)) texts.push(foldJoins(l.text, arrays, noStrings) ?? "");
    if (MAY_CONCAT.test(l.text)) texts.push(foldConcatenation(l.text) ?? "");
    for (const t of texts) for (const m of t.matchAll(BOUND)) if (fixed.size < 64) fixed.add(m[1]!);
  }
  const isFixed = (w: string) => fixed.has(w) || LITERAL.test(w);
  /** The other side: a name holding what the skill was given (not a constant such as null or 0). */
  const given = (w: string) => /^[A-Za-z_$][\w$.]{0,59}$/.test(w) && !/^(?:null|undefined|None|true|false|True|False)$/.test(w) && !isFixed(w);
  for (const l of lines) {
    if (!code(l) || !(l.text.includes("?") || l.text.includes(" if "))) continue;
    for (const re of [TERNARY, PY_CHOICE]) {
      for (const m of l.text.matchAll(re)) {
        const [a, b] = [m[1]!, m[2]!];
        // One side the skill's own address, the other what it was given: a swap, not a choice of networks.
        if (!((isFixed(a) && given(b)) || (isFixed(b) && given(a)))) continue;
        sink.hit(
          "cred-payment-redirect",
          l,
          m.index ?? 0,
          m[0].length,
          0.85,
          "Sends a payment to an address written into the skill instead of the recipient it was given, when the amount is large enough",
        );
        return;
      }
    }
  }
}
