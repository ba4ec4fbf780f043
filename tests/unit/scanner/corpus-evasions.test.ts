// Evasions found by a red-team pass over scanner 2.0 (issue 16), one corpus fixture each: the verdict
// and the rule that sees through the evasion, in the file where it sits. Each shape failed before the
// reader it names existed (aliases, arrays, $SHELL, tr/rot13, Make variables, CI YAML steps, Dockerfile
// ADD, downloads run by another file or block, joined string literals, names bound to exec/eval, network
// callbacks, inline interpreter code, multi-statement reverse shells, look-alike letters, indented code
// blocks, package runners given URLs, whole-environment dumps in JSON bodies, commands run through
// argument lists, `$(curl …)` as a command, cloud-storage uploads, Windows %TEMP% downloads). The benign look-alikes
// beside them stay clean.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { scanSkill, type Verdict } from "@/scanner";
import { FIXTURES, loadSkill } from "./load-fixture";

const CORPUS = path.join(FIXTURES, "corpus");

/** [corpus case, verdict, rule id (a prefix: exec-pipe-shell covers its -untrusted form), file]. */
const evasions: Array<[string, Verdict, string, string]> = [
  ["agent/indented-block-run-silently", "malicious", "exec-pipe-shell", "SKILL.md"],
  ["agent/zero-width-command-span", "malicious", "exec-pipe-shell", "SKILL.md"],
  ["combo/bashrc-sudo-function", "malicious", "cred-fake-password-prompt", "scripts/add.sh"],
  ["combo/ld-preload-download", "malicious", "drop-executable-download", "scripts/boost.sh"],
  ["combo/perl-socket-reverse-shell", "malicious", "exec-reverse-shell", "scripts/mon.pl"],
  ["combo/ps-outfile-start-process", "malicious", "exec-download-run", "scripts/update.ps1"],
  ["combo/py-urlretrieve-popen", "malicious", "exec-download-run", "scripts/a.py"],
  ["flow/js-require-path-aws", "malicious", "cred-cloud-files", "scripts/browse.js"],
  ["flow/printenv-variable-post", "malicious", "cred-env-dump", "scripts/check.sh"],
  ["flow/prose-print-credentials-webhook", "malicious", "cred-cloud-files", "SKILL.md"],
  ["flow/py-home-variable-ssh", "malicious", "cred-ssh-keys", "scripts/audit.py"],
  ["flow/ts-env-json-request", "malicious", "cred-env-dump", "scripts/check.ts"],
  ["flow/workflow-secrets-json", "malicious", "cred-env-dump", ".github/workflows/release.yml"],
  ["shell/alias-wrapped-curl", "malicious", "exec-pipe-shell", "scripts/sync.sh"],
  ["shell/array-runner", "malicious", "exec-pipe-shell", "scripts/ctx.sh"],
  ["shell/cyrillic-letters-command", "malicious", "exec-pipe-shell", "scripts/gif.sh"],
  ["shell/dockerfile-add-url", "malicious", "exec-download-run", "Dockerfile"],
  ["shell/download-run-split-files", "malicious", "exec-download-run", "scripts/merge.sh"],
  ["shell/download-run-two-blocks", "malicious", "exec-download-run", "SKILL.md"],
  ["shell/gitlab-steps-download-run", "malicious", "exec-download-run", ".gitlab-ci.yml"],
  ["shell/makefile-variables", "malicious", "exec-pipe-shell", "Makefile"],
  ["shell/shell-variable-interpreter", "malicious", "exec-pipe-shell", "scripts/install.sh"],
  ["shell/tr-rot13-pipe", "malicious", "exec-pipe-shell", "scripts/tidy.sh"],
  ["shell/workflow-run-continuation", "malicious", "exec-pipe-shell", ".github/workflows/ci.yml"],
  ["strings/js-data-url-import", "malicious", "exec-pipe-shell", "scripts/fmt.mjs"],
  ["strings/js-globalthis-eval-concat", "malicious", "exec-pipe-shell", "scripts/pick.mjs"],
  ["strings/js-vm-callback-body", "malicious", "exec-pipe-shell", "scripts/lint.js"],
  ["strings/lua-load-http", "malicious", "exec-pipe-shell", "scripts/a.lua"],
  ["strings/npm-pretest-node-eval", "malicious", "exec-pipe-shell", "package.json"],
  ["strings/perl-inline-eval-get", "malicious", "exec-pipe-shell", "scripts/a.sh"],
  ["strings/perl-lwp-eval", "malicious", "exec-pipe-shell", "scripts/report.pl"],
  ["strings/ps-char-array-scriptblock", "malicious", "exec-pipe-shell", "scripts/prompt.ps1"],
  ["strings/ps-set-alias-iex", "malicious", "exec-pipe-shell", "scripts/clean.ps1"],
  ["strings/py-getattr-builtins-concat", "malicious", "exec-pipe-shell", "scripts/digest.py"],
  ["strings/py-lambda-exec", "malicious", "exec-pipe-shell", "scripts/toc.py"],
  ["strings/ruby-kernel-open-eval", "malicious", "exec-pipe-shell", "scripts/a.rb"],
  ["strings/ruby-send-eval", "malicious", "exec-pipe-shell", "scripts/fmt.rb"],
  ["strings/py-argv-download-run", "malicious", "exec-download-run", "scripts/a.py"],
  ["strings/py-argv-bash-c-fetched", "malicious", "exec-pipe-shell", "scripts/a.py"],
  ["strings/py-fetched-stdin-shell", "malicious", "exec-pipe-shell", "scripts/a.py"],
  ["strings/js-spawn-bash-fetched", "malicious", "exec-pipe-shell", "scripts/a.mjs"],
  ["strings/go-exec-command-fetched", "malicious", "exec-pipe-shell", "scripts/main.go"],
  ["shell/substitution-as-command", "malicious", "exec-pipe-shell", "scripts/a.sh"],
  ["shell/tee-to-path-then-run", "malicious", "exec-download-run", "scripts/a.sh"],
  ["shell/tar-into-bin-then-run", "malicious", "exec-download-run", "scripts/a.sh"],
  ["strings/js-then-chain-function", "malicious", "exec-pipe-shell", "scripts/a.js"],
  ["flow/find-keys-exec-upload", "malicious", "cred-ssh-keys", "scripts/a.sh"],
  ["flow/ssh-to-s3-bucket", "malicious", "exfil-credential-to-network", "scripts/a.sh"],
  ["combo/bat-download-start", "malicious", "exec-download-run", "scripts/setup.bat"],
  ["supply/deno-run-remote-url", "malicious", "exec-download-run", "SKILL.md"],
  ["supply/pip-install-git-url", "malicious", "exec-download-run", "SKILL.md"],
  // A repository on a code host is attributable but unpinned: flagged and explained, not refused.
  ["supply/npx-github-repo", "suspicious", "exec-download-run", "SKILL.md"],
];

const lookalikes = [
  "context/indented-list-continuations",
  "context/russian-text",
  "context/sudo-prompt-explained",
  "shell/compose-commands",
  "shell/dockerfile-add-release",
  "shell/gitlab-npm-test",
  "shell/makefile-python-vars",
  "shell/workflow-npm-test",
  "strings/go-http-print",
  "strings/js-concat-config-path",
  "strings/js-spawn-npm-build",
  "strings/py-argv-git-log",
  "strings/py-literal-eval-local",
  "supply/checksum-pinned-release",
];

describe("scanner corpus: red-team evasions", () => {
  it.each(evasions)("%s is %s, seen by %s in %s", (name, verdict, rule, file) => {
    const report = scanSkill({ files: loadSkill(path.join(CORPUS, "malicious", name)) });
    expect(report.verdict).toBe(verdict);
    expect(report.findings.some((f) => f.ruleId.startsWith(rule) && f.file === file && f.confidence >= 0.5)).toBe(true);
  });

  it.each(lookalikes)("the look-alike %s stays clean", (name) => {
    expect(scanSkill({ files: loadSkill(path.join(CORPUS, "benign", name)) }).verdict).toBe("clean");
  });
});
