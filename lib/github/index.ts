// lib/github: import skills from a GitHub repository and keep them in sync (Octokit behind GithubClient).
export { parseRepositoryReference, githubWebHosts } from "./parse-repository-reference";
export { discoverSkills } from "./discover-skills";
export { previewGithubImport, type ImportCandidate, type ImportPreview } from "./preview-github-import";
export { importGithubSkills, type ImportGithubSkillsResult } from "./import-github-skills";
export { setGithubSync, type GithubSyncState } from "./set-github-sync";
export { getGithubWebhook, rotateGithubWebhookSecret } from "./get-github-webhook";
export { listImportPublishers, type ImportPublisherOption } from "./list-import-publishers";
export { handleGithubWebhook } from "./handle-github-webhook";
export { signWebhookBody, verifyWebhookSignature } from "./verify-webhook-signature";
export { pickReleaseVersion, pickSyncVersion, versionFromTag } from "./pick-sync-version";
export { githubWebUrl } from "./github-web-url";
