// The skill's emoji from its manifest, or its initial, in a fixed-size tile.
export function SkillEmoji({ emoji, name, size = "md" }: { emoji?: string | null; name: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-12 w-12 text-2xl rounded-2xl sm:h-14 sm:w-14 sm:text-3xl" : "h-10 w-10 text-xl rounded-xl";
  // A manifest's emoji is one short symbol; anything longer is shown as the initial instead.
  const symbol = emoji && [...emoji].length <= 4 ? emoji : null;
  return (
    <span aria-hidden="true" className={`flex shrink-0 items-center justify-center border border-slate-200 bg-slate-50 font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 ${box}`}>
      {symbol ?? name.charAt(0).toUpperCase()}
    </span>
  );
}
