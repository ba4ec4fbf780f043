#!/usr/bin/env bash
# Summarise the staged changes of the current git repository:
# files grouped by top-level directory with +/- line counts, a scope guess
# and the branch name. Read-only: it never changes the index or the tree.
set -euo pipefail

if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "not inside a git work tree" >&2
  exit 1
fi

numstat="$(git diff --staged --numstat)"
if [ -z "$numstat" ]; then
  echo "nothing staged"
  exit 0
fi

branch="$(git branch --show-current 2>/dev/null || true)"
echo "branch: ${branch:-(detached HEAD)}"
echo

# numstat lines are "added<TAB>removed<TAB>path"; binary files show "-".
printf '%s\n' "$numstat" | awk -F'\t' '
  {
    path = $3
    n = split(path, parts, "/")
    group = (n > 1) ? parts[1] : "(root)"
    # For monorepos, packages/<name>/... and apps/<name>/... group by <name>.
    if ((parts[1] == "packages" || parts[1] == "apps" || parts[1] == "src") && n > 2) group = parts[2]
    add = ($1 == "-") ? 0 : $1
    del = ($2 == "-") ? 0 : $2
    files[group] = files[group] "\n    " path ($1 == "-" ? " (binary)" : "")
    adds[group] += add; dels[group] += del; count[group]++
    total_add += add; total_del += del; total++
  }
  END {
    best = ""; best_lines = -1
    for (g in count) {
      printf "%s: %d file(s), +%d -%d%s\n", g, count[g], adds[g], dels[g], files[g]
      if (adds[g] + dels[g] > best_lines) { best = g; best_lines = adds[g] + dels[g] }
    }
    printf "\ntotal: %d file(s), +%d -%d\n", total, total_add, total_del
    if (best != "(root)") printf "scope guess: %s\n", best
  }'
