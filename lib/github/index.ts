// lib/github: import skills from a GitHub repository and keep them in sync (Octokit behind GithubClient).
export type { GithubClient, RepoCoordinates, RepoLocator } from "./github-client";
export { createGithubClient, type GithubClientOptions } from "./create-github-client";
export { parseRepositoryReference, githubWebHosts } from "./parse-repository-reference";
export { discoverSkills, type Discovery } from "./discover-skills";
export { readRepositoryTarball } from "./read-repository-tarball";
export { previewGithubImport, type ImportCandidate, type ImportPreview } from "./preview-github-import";
export { importGithubSkills, type ImportGithubSkillsInput, type ImportGithubSkillsResult, type ImportOutcome, type ImportSelection } from "./import-github-skills";
export { setGithubSync, type GithubSyncState } from "./set-github-sync";
export { getGithubWebhook, rotateGithubWebhookSecret } from "./get-github-webhook";
export { syncHookPath, type SyncHookSettings } from "./sync-hooks";
export { listImportPublishers, type ImportPublisherOption } from "./list-import-publishers";
export { handleGithubWebhook, type WebhookOutcome } from "./handle-github-webhook";
export { signWebhookBody, verifyWebhookSignature } from "./verify-webhook-signature";
export { pickSyncVersion, versionFromTag } from "./pick-sync-version";
export type { GithubRepository, RepositoryReference, RepositorySnapshot, SkillLocation, SkillSource } from "./types";
export { githubWebBase, githubWebUrl } from "./github-web-url";
