// A real git repository in a temporary folder, built by the test with the git CLI. The local
// GitHub server answers commit lookups with `git rev-parse` and tarballs with `git archive`.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type RepoFiles = Record<string, string | Uint8Array | { symlink: string } | null>;

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: "Skill Author",
  GIT_AUTHOR_EMAIL: "author@example.test",
  GIT_COMMITTER_NAME: "Skill Author",
  GIT_COMMITTER_EMAIL: "author@example.test",
  GIT_CONFIG_NOSYSTEM: "1",
  HOME: tmpdir(),
};

export class GitRepository {
  readonly dir: string;

  constructor(name: string) {
    this.dir = mkdtempSync(path.join(tmpdir(), `skillvault-git-${name}-`));
    this.git("init", "-q", "-b", "main");
  }

  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.dir, env, encoding: "utf8" }).trim();
  }

  /** Writes (or with null, deletes) files, commits everything, returns the commit sha. */
  commit(files: RepoFiles, message = "update"): string {
    for (const [relative, content] of Object.entries(files)) {
      const target = path.join(this.dir, relative);
      if (content === null) {
        rmSync(target, { recursive: true, force: true });
        continue;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      rmSync(target, { force: true });
      if (typeof content === "object" && "symlink" in content) symlinkSync(content.symlink, target);
      else writeFileSync(target, content);
    }
    this.git("add", "-A");
    this.git("commit", "-q", "--allow-empty", "-m", message);
    return this.head();
  }

  head(): string {
    return this.git("rev-parse", "HEAD");
  }

  branch(name: string): void {
    this.git("branch", name);
  }

  checkout(name: string): void {
    this.git("checkout", "-q", name);
  }

  tag(name: string): void {
    this.git("tag", name);
  }

  /** The commit a ref names, or null (what GitHub's commits/{ref} endpoint answers). */
  resolve(ref: string): string | null {
    try {
      return this.git("rev-parse", "--verify", "-q", `${ref}^{commit}`);
    } catch {
      return null;
    }
  }

  /** `git archive --format=tar.gz` of one commit under GitHub's "<owner>-<repo>-<sha7>/" top folder. */
  archive(commit: string, prefix: string): Buffer {
    return execFileSync("git", ["archive", "--format=tar.gz", `--prefix=${prefix}/`, commit], { cwd: this.dir, env, maxBuffer: 256 * 1024 * 1024 });
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
