// The skill's emoji from its manifest, or a fallback glyph, in a fixed-size tile. The fallback
// (the name's first letter or digit, else a package icon) is also what shows where the emoji
// cannot be drawn: without an emoji font a browser paints an empty box, so the head script
// (emoji-support-script.tsx) marks <html class="no-emoji"> and CSS swaps the two.
import { PackageIcon } from "../ui/icons";

function fallbackGlyph(name: string, size: "md" | "lg") {
  const initial = name.match(/[\p{L}\p{N}]/u)?.[0];
  return initial ? initial.toUpperCase() : <PackageIcon size={size === "lg" ? 24 : 20} />;
}

export function SkillEmoji({ emoji, name, size = "md" }: { emoji?: string | null; name: string; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-11 w-11 text-2xl rounded-xl sm:h-12 sm:w-12" : "h-10 w-10 text-xl rounded-xl";
  // A manifest's emoji is one short symbol; anything longer is shown as the fallback instead.
  const symbol = emoji && [...emoji].length <= 4 ? emoji : null;
  const fallback = fallbackGlyph(name, size);
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center border border-slate-200 bg-slate-50 font-semibold text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 ${box}`}
      data-testid="skill-emoji"
    >
      {symbol ? (
        <>
          <span className="skill-emoji-symbol">{symbol}</span>
          <span className="skill-emoji-fallback" data-testid="skill-emoji-fallback">
            {fallback}
          </span>
        </>
      ) : (
        <span data-testid="skill-emoji-fallback">{fallback}</span>
      )}
    </span>
  );
}
