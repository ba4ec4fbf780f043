// The top-level items of a comma-separated argument or array list, as written in code: commas inside
// quotes, parentheses, brackets or braces belong to the item they are in. One pass, linear in the text.
export function topLevelItems(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let q = "";
  let start = 0;
  for (let k = 0; k < list.length; k++) {
    const c = list[k]!;
    if (q) {
      if (c === "\\") k++;
      else if (c === q) q = "";
    } else if (c === '"' || c === "'" || c === "`") q = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(start, k));
      start = k + 1;
    }
  }
  out.push(list.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}
