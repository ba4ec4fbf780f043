// Shared set-up for GitHub tests: a local GitHub API for the whole file, wired in through
// GITHUB_API_URL / GITHUB_TOKEN / GITHUB_WEBHOOK_SECRET, and users with a GitHub identity.
import { afterAll, beforeAll } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { resetConfigForTests } from "@/lib/config";
import { db } from "@/lib/db";
import { createActor } from "../helpers/create-actor";
import type { Role } from "@/lib/db";
import { startLocalGithub, type LocalGithub } from "../../setup/github/local-github";

export const WEBHOOK_SECRET = "webhook-secret-for-tests";
const KEYS = ["GITHUB_API_URL", "GITHUB_TOKEN", "GITHUB_WEBHOOK_SECRET", "GITHUB_TARBALL_MAX_BYTES"];

export function useLocalGithub(): () => LocalGithub {
  let github: LocalGithub | undefined;
  beforeAll(async () => {
    github = await startLocalGithub();
    process.env.GITHUB_API_URL = github.apiUrl;
    process.env.GITHUB_TOKEN = "server-token-for-tests";
    process.env.GITHUB_WEBHOOK_SECRET = WEBHOOK_SECRET;
    resetConfigForTests();
  });
  afterAll(async () => {
    await github?.close();
    for (const key of KEYS) delete process.env[key];
    resetConfigForTests();
  });
  return () => {
    if (!github) throw new Error("the local GitHub starts in beforeAll");
    return github;
  };
}

/** Changes one setting for the rest of a test (restored by the caller with the returned function). */
export function setEnv(key: string, value: string | undefined): () => void {
  const previous = process.env[key];
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
  resetConfigForTests();
  return () => {
    if (previous === undefined) delete process.env[key];
    else process.env[key] = previous;
    resetConfigForTests();
  };
}

let nextGithubId = 7000;

/** A registry user signed in with GitHub (numeric id, login known to the local GitHub). */
export async function githubActor(github: LocalGithub, login: string, options: { role?: Role; githubId?: number } = {}): Promise<Actor & { githubId: number }> {
  const githubId = options.githubId ?? ++nextGithubId;
  const actor = await createActor({ handle: login, role: options.role });
  await db.user.update({ where: { id: actor.userId }, data: { githubId: String(githubId) } });
  github.users.set(githubId, login);
  return { ...actor, githubId };
}

let repoIds = 90_000;
export const nextRepoId = () => ++repoIds;
