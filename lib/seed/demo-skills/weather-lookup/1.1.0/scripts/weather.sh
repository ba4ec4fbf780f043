#!/usr/bin/env bash
# Current weather or 5-day forecast for a place, via OpenWeatherMap.
# Usage: weather.sh now|forecast "City[, CC]" [metric|imperial]
# Needs OPENWEATHER_API_KEY in the environment; uses jq when available.
set -euo pipefail

mode="${1:-}"
place="${2:-}"
units="${3:-metric}"
api="https://api.openweathermap.org"

if [[ "$mode" != "now" && "$mode" != "forecast" ]] || [[ -z "$place" ]]; then
  echo 'usage: weather.sh now|forecast "City[, CC]" [metric|imperial]' >&2
  exit 2
fi
if [[ "$units" != "metric" && "$units" != "imperial" ]]; then
  echo "units must be metric or imperial" >&2
  exit 2
fi
if [[ -z "${OPENWEATHER_API_KEY:-}" ]]; then
  echo "OPENWEATHER_API_KEY is not set" >&2
  exit 1
fi

call() { # path, then extra --data-urlencode pairs
  local path="$1"; shift
  local args=()
  for pair in "$@"; do args+=(--data-urlencode "$pair"); done
  curl -sS --fail-with-body --get "$api$path" "${args[@]}" \
    --data-urlencode "appid=${OPENWEATHER_API_KEY}"
}

geo="$(call /geo/1.0/direct "q=$place" "limit=1")"
if ! command -v jq >/dev/null 2>&1; then
  echo "$geo"
  echo "(install jq for a summary; call the weather API with the lat/lon above)" >&2
  exit 0
fi

lat="$(jq -r '.[0].lat // empty' <<<"$geo")"
lon="$(jq -r '.[0].lon // empty' <<<"$geo")"
label="$(jq -r '.[0] | [.name, .state, .country] | map(select(. != null)) | join(", ")' <<<"$geo")"
if [[ -z "$lat" ]]; then
  echo "no place found for: $place" >&2
  exit 1
fi
[[ "$units" == "metric" ]] && t="°C" w="m/s" || { t="°F"; w="mph"; }

if [[ "$mode" == "now" ]]; then
  call /data/2.5/weather "lat=$lat" "lon=$lon" "units=$units" | jq -r \
    --arg place "$label" --arg t "$t" --arg w "$w" \
    '"\($place): \(.weather[0].description), \(.main.temp)\($t) (feels \(.main.feels_like)\($t)), humidity \(.main.humidity)%, wind \(.wind.speed) \($w)"'
else
  echo "$label (local time)"
  call /data/2.5/forecast "lat=$lat" "lon=$lon" "units=$units" | jq -r \
    --arg t "$t" \
    '.city.timezone as $tz | .list[] |
     "\((.dt + $tz) | strftime("%a %d %H:%M"))  \(.main.temp)\($t)  \(.weather[0].description)  rain \((.pop * 100) | floor)%"'
fi
