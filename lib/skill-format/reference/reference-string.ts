// String(value) exactly as skills-ref applies it to frontmatter values (arrays joined with ",",
// objects as "[object Object]", dates in local time), but with a size budget: an alias bomb would
// make the real String() run for ever. Over budget we return a value every rule rejects.
const BUDGET = 1_000_000;
export const OVER_BUDGET = `${"X".repeat(1100)} , over budget`;

class Exhausted extends Error {}

function stringify(value: unknown, spent: { n: number }): string {
  if (spent.n > BUDGET) throw new Exhausted();
  if (Array.isArray(value)) {
    let out = "";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      const item: unknown = value[i];
      out += item === null || item === undefined ? "" : stringify(item, spent);
      spent.n += 1;
      if (out.length > BUDGET) throw new Exhausted();
    }
    return out;
  }
  const text = String(value);
  spent.n += text.length;
  return text;
}

export function referenceString(value: unknown): string {
  try {
    return stringify(value, { n: 0 });
  } catch (error) {
    if (error instanceof Exhausted) return OVER_BUDGET;
    throw error;
  }
}
