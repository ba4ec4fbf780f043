#!/usr/bin/env bash
# Read-only report of what Docker is using disk space for and what could be
# reclaimed. Changes nothing: it only runs `docker ... ls/df/inspect`-style commands.
set -euo pipefail

if ! command -v docker >/dev/null 2>&1; then
  echo "docker not found on PATH" >&2
  exit 1
fi
if ! docker info >/dev/null 2>&1; then
  echo "cannot talk to the Docker daemon (is it running? is this user allowed to use it?)" >&2
  exit 1
fi

section() { printf '\n== %s ==\n' "$1"; }

section "Disk usage summary"
docker system df

section "Stopped containers (oldest first)"
docker ps -a --filter status=exited --filter status=created --filter status=dead \
  --format '{{.CreatedAt}}\t{{.ID}}\t{{.Names}}\t{{.Image}}\t{{.Status}}' | sort | head -n 50
echo "total: $(docker ps -aq --filter status=exited --filter status=created --filter status=dead | wc -l)"

section "Dangling images (untagged layers)"
docker images --filter dangling=true --format '{{.ID}}\t{{.Size}}\t{{.CreatedSince}}' | head -n 50
echo "total: $(docker images -q --filter dangling=true | wc -l)"

section "Images not used by any container"
used="$(docker ps -a --format '{{.Image}}' | sort -u)"
docker images --filter dangling=false --format '{{.Repository}}:{{.Tag}}\t{{.ID}}\t{{.Size}}\t{{.CreatedSince}}' |
  while IFS=$'\t' read -r ref id size age; do
    if ! grep -qxF -e "$ref" -e "$id" <<<"$used"; then
      printf '%s\t%s\t%s\t%s\n' "$ref" "$id" "$size" "$age"
    fi
  done | head -n 50

section "Volumes not attached to any container (may hold data!)"
docker volume ls --filter dangling=true --format '{{.Name}}\t{{.Driver}}' | head -n 50
echo "total: $(docker volume ls -q --filter dangling=true | wc -l)"

section "Build cache"
docker builder du 2>/dev/null | tail -n 3 || echo "(build cache info not available)"

section "Largest container logs (json-file driver)"
docker ps -aq | while read -r id; do
  log="$(docker inspect --format '{{.LogPath}}' "$id" 2>/dev/null || true)"
  name="$(docker inspect --format '{{.Name}}' "$id" 2>/dev/null || true)"
  if [[ -n "$log" && -r "$log" ]]; then
    printf '%s\t%s\n' "$(du -h "$log" | cut -f1)" "${name#/}"
  fi
done | sort -rh | head -n 10
echo "(log files are only readable here when running as root; otherwise this list is empty)"
