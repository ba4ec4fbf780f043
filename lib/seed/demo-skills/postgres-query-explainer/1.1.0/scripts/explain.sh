#!/usr/bin/env bash
# Run EXPLAIN (ANALYZE, BUFFERS) on one SQL statement safely:
# inside a transaction that is READ ONLY (or rolled back with --allow-writes),
# with a statement timeout. Connection comes from DATABASE_URL.
#
# Usage: explain.sh [--allow-writes] [--json] [--no-analyze] [--timeout 30s] FILE.sql|-
set -euo pipefail

allow_writes=0 format="TEXT" analyze="ANALYZE, BUFFERS, " timeout="30s" src=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --allow-writes) allow_writes=1 ;;
    --json) format="JSON" ;;
    --no-analyze) analyze="" ;;
    --timeout) shift; timeout="${1:?--timeout needs a value like 30s}" ;;
    -h|--help) sed -n '2,6p' "$0"; exit 0 ;;
    -*) [[ "$1" == "-" ]] && src="-" || { echo "unknown option: $1" >&2; exit 2; } ;;
    *) src="$1" ;;
  esac
  shift
done
[[ -n "$src" ]] || { echo "usage: explain.sh [--allow-writes] [--json] [--no-analyze] [--timeout 30s] FILE.sql|-" >&2; exit 2; }
[[ "$timeout" =~ ^[0-9]+(ms|s|min)?$ ]] || { echo "bad --timeout: $timeout" >&2; exit 2; }
: "${DATABASE_URL:?DATABASE_URL is not set}"

if [[ "$src" == "-" ]]; then sql="$(cat)"; else sql="$(cat -- "$src")"; fi
# Strip trailing whitespace and semicolons: EXPLAIN takes exactly one statement.
while [[ "$sql" =~ [[:space:]\;]$ ]]; do sql="${sql%?}"; done
if [[ -z "$sql" ]]; then echo "empty query" >&2; exit 2; fi

if [[ $allow_writes -eq 1 ]]; then begin="BEGIN;"; else begin="BEGIN READ ONLY;"; fi

flags=(--no-psqlrc -q -v ON_ERROR_STOP=1 --pset=pager=off)
# JSON plans are printed bare (no header or alignment) so they can be piped to a file or a visualiser.
[[ "$format" == "JSON" ]] && flags+=(--tuples-only --no-align)

psql "$DATABASE_URL" "${flags[@]}" <<SQL
$begin
SET LOCAL statement_timeout = '$timeout';
EXPLAIN (${analyze}VERBOSE, SETTINGS, FORMAT $format)
$sql;
ROLLBACK;
SQL
