#!/usr/bin/env bash
# Collect everything needed to diagnose one pod, read-only:
# status, container states with exit codes, resources, owner, events, logs.
# Usage: pod-report.sh POD [-n NAMESPACE] [--tail N]
set -euo pipefail

pod="" ns="" tail=80
while [[ $# -gt 0 ]]; do
  case "$1" in
    -n|--namespace) shift; ns="${1:?namespace missing}" ;;
    --tail) shift; tail="${1:?number missing}" ;;
    -h|--help) sed -n '2,4p' "$0"; exit 0 ;;
    -*) echo "unknown option: $1" >&2; exit 2 ;;
    *) pod="$1" ;;
  esac
  shift
done
[[ -n "$pod" ]] || { echo "usage: pod-report.sh POD [-n NAMESPACE] [--tail N]" >&2; exit 2; }
[[ "$tail" =~ ^[0-9]+$ ]] || { echo "--tail must be a number" >&2; exit 2; }
ns="${ns:-$(kubectl config view --minify -o jsonpath='{..namespace}')}"
ns="${ns:-default}"
k() { kubectl -n "$ns" "$@"; }
section() { printf '\n== %s ==\n' "$1"; }

echo "context: $(kubectl config current-context)  namespace: $ns  pod: $pod"

section "Pod"
k get pod "$pod" -o wide

section "Owner"
k get pod "$pod" -o jsonpath='{range .metadata.ownerReferences[*]}{.kind}/{.name}{"\n"}{end}'

section "Containers (init containers first)"
template='{{range .status.initContainerStatuses}}init:{{template "c" .}}{{end}}{{range .status.containerStatuses}}{{template "c" .}}{{end}}'
template='{{define "c"}}{{.name}}  ready={{.ready}}  restarts={{.restartCount}}  state={{range $k, $v := .state}}{{$k}}{{if $v.reason}}({{$v.reason}}){{end}}{{end}}{{with .lastState.terminated}}  last=terminated({{.reason}}, exit {{.exitCode}}, at {{.finishedAt}}){{end}}
{{end}}'"$template"
k get pod "$pod" -o go-template="$template"

section "Resources and probes"
k get pod "$pod" -o go-template='{{range .spec.containers}}{{.name}}: requests={{.resources.requests}} limits={{.resources.limits}}{{if .readinessProbe}} readiness=yes{{end}}{{if .livenessProbe}} liveness=yes{{end}}{{if .startupProbe}} startup=yes{{end}}
{{end}}'

section "Node"
node="$(k get pod "$pod" -o jsonpath='{.spec.nodeName}')"
if [[ -n "$node" ]]; then
  kubectl get node "$node" -o go-template='{{.metadata.name}}{{range .status.conditions}}{{if ne .type "Ready"}}{{if eq .status "True"}}  PRESSURE:{{.type}}{{end}}{{else}}  Ready={{.status}}{{end}}{{end}}
'
else
  echo "(not scheduled yet: see FailedScheduling events below)"
fi

section "Events (oldest first)"
k get events --field-selector "involvedObject.name=$pod" --sort-by=.lastTimestamp \
  -o custom-columns=LAST:.lastTimestamp,TYPE:.type,REASON:.reason,MESSAGE:.message

for c in $(k get pod "$pod" -o jsonpath='{.spec.initContainers[*].name} {.spec.containers[*].name}'); do
  section "Logs: $c (last $tail lines)"
  k logs "$pod" -c "$c" --tail="$tail" 2>&1 || true
  restarts="$(k get pod "$pod" -o jsonpath="{.status.containerStatuses[?(@.name==\"$c\")].restartCount}")"
  if [[ "${restarts:-0}" -gt 0 ]]; then
    section "Logs: $c, previous run (last $tail lines)"
    k logs "$pod" -c "$c" --previous --tail="$tail" 2>&1 || true
  fi
done
