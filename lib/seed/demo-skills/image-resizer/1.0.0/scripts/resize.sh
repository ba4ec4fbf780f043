#!/usr/bin/env bash
# Resize images with ImageMagick into a separate output directory.
# Never modifies the originals. Works with ImageMagick 7 (magick) and 6 (convert).
set -euo pipefail

usage() {
  cat >&2 <<'USAGE'
usage: resize.sh [options] FILE_OR_DIR...
  -w WIDTH      maximum width in pixels
  -h HEIGHT     maximum height in pixels (give -w, -h or both)
  -o DIR        output directory (default: ./resized)
  -f FORMAT     output format: jpg, png, webp, avif (default: keep)
  -q QUALITY    1-100 for jpg/webp/avif (default: 82)
  -k            keep metadata (EXIF, GPS, colour profile); stripped by default
  -u            allow upscaling (default: only shrink)
USAGE
  exit 2
}

width="" height="" out="resized" format="" quality=82 keep_meta=0 upscale=0
while getopts "w:h:o:f:q:ku" opt; do
  case "$opt" in
    w) width="$OPTARG" ;;
    h) height="$OPTARG" ;;
    o) out="$OPTARG" ;;
    f) format="${OPTARG,,}" ;;
    q) quality="$OPTARG" ;;
    k) keep_meta=1 ;;
    u) upscale=1 ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[[ $# -gt 0 ]] || usage
[[ -n "$width$height" ]] || { echo "give -w and/or -h" >&2; usage; }
for n in "$width" "$height" "$quality"; do
  [[ -z "$n" || "$n" =~ ^[0-9]+$ ]] || { echo "not a number: $n" >&2; exit 2; }
done
case "$format" in ""|jpg|jpeg|png|webp|avif) ;; *) echo "unsupported format: $format" >&2; exit 2 ;; esac

if command -v magick >/dev/null 2>&1; then im=(magick)
elif command -v convert >/dev/null 2>&1; then im=(convert)
else echo "ImageMagick not found (need 'magick' or 'convert')" >&2; exit 1
fi

# "1200x800>" shrinks to fit the box and never enlarges; without ">" it may upscale.
geometry="${width}x${height}"
[[ $upscale -eq 1 ]] || geometry="${geometry}>"

mkdir -p "$out"
count=0
process() {
  local src="$1" name ext dest
  name="$(basename "$src")"
  ext="${name##*.}"
  [[ -n "$format" ]] && ext="$format"
  dest="$out/${name%.*}.${ext}"
  if [[ -e "$dest" ]]; then
    echo "skip (exists): $dest" >&2
    return
  fi
  local args=("$src" -auto-orient -resize "$geometry")
  [[ $keep_meta -eq 1 ]] || args+=(-strip)
  case "${ext,,}" in jpg|jpeg|webp|avif) args+=(-quality "$quality") ;; esac
  "${im[@]}" "${args[@]}" "$dest"
  echo "$src -> $dest"
  count=$((count + 1))
}

for path in "$@"; do
  if [[ -d "$path" ]]; then
    while IFS= read -r -d '' f; do process "$f"; done < <(
      find "$path" -maxdepth 1 -type f \( -iname '*.jpg' -o -iname '*.jpeg' -o -iname '*.png' \
        -o -iname '*.webp' -o -iname '*.gif' -o -iname '*.tif' -o -iname '*.tiff' -o -iname '*.heic' \) -print0 | sort -z)
  elif [[ -f "$path" ]]; then
    process "$path"
  else
    echo "not found: $path" >&2
  fi
done
echo "resized $count image(s) into $out/"
