// Rough token counts for context-cost hints: ~4 characters per token, the usual rule of thumb for
// English text and code with current tokenizers. Good enough to rank and to warn; not billing.
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
