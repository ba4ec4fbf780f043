#!/usr/bin/env bash
# Read-only health report for one systemd unit, or for all failed units.
# Usage: unit-report.sh [--user] [UNIT]
set -euo pipefail

scope=()
if [[ "${1:-}" == "--user" ]]; then scope=(--user); shift; fi
unit="${1:-}"
sc() { systemctl "${scope[@]}" --no-pager "$@"; }
jc() { journalctl "${scope[@]}" --no-pager "$@"; }
section() { printf '\n== %s ==\n' "$1"; }

if [[ -z "$unit" ]]; then
  section "Failed units"
  sc list-units --state=failed --no-legend || true
  section "System state"
  sc is-system-running || true
  exit 0
fi

# Accept "nginx" as shorthand for "nginx.service".
[[ "$unit" == *.* ]] || unit="$unit.service"

section "Status"
sc status "$unit" --lines=0 || true   # non-zero exit just means "not active"

section "Key properties"
sc show "$unit" --property=LoadState,ActiveState,SubState,Result,ExecMainStatus,ExecMainCode,NRestarts,FragmentPath,DropInPaths,User,WorkingDirectory,Restart,TimeoutStartUSec,MemoryCurrent,MemoryMax

section "Unit file (with drop-ins)"
sc cat "$unit" || true

section "Dependencies that are not active"
sc list-dependencies "$unit" --plain --no-legend 2>/dev/null | sed 's/^[[:space:]]*//' | while read -r dep; do
  state="$(systemctl "${scope[@]}" is-active "$dep" 2>/dev/null || true)"
  [[ "$state" == "active" ]] || printf '%s\t%s\n' "$dep" "$state"
done

section "Journal, this boot (last 60 lines)"
jc -u "$unit" -b --lines=60 -o short-iso || echo "(journal not readable: the user may need to be in the systemd-journal or adm group)"

section "Config check"
path="$(sc show "$unit" --property=FragmentPath --value)"
if [[ -n "$path" ]]; then
  systemd-analyze "${scope[@]}" verify "$path" 2>&1 || true
fi
