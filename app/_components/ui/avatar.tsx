// A publisher's picture (https only, as the CSP allows), or their initial on a colour derived
// from the handle so the same publisher always looks the same.
const palette = [
  "bg-rose-600",
  "bg-orange-600",
  "bg-amber-700",
  "bg-emerald-700",
  "bg-teal-700",
  "bg-sky-700",
  "bg-indigo-600",
  "bg-violet-600",
  "bg-fuchsia-700",
];

export function Avatar({ handle, image, size = 32 }: { handle: string; image?: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (image && image.startsWith("https://")) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- remote avatars, no image optimiser configured
      <img
        src={image}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full bg-slate-200 dark:bg-slate-800"
        referrerPolicy="no-referrer"
      />
    );
  }
  const hash = [...handle].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.45 }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white uppercase ${palette[hash % palette.length]}`}
    >
      {handle.charAt(0)}
    </span>
  );
}
