// How a trusted publisher is shown (settings page, API): what it allows, never who else uses it.
export const trustedPublisherSelect = {
  id: true,
  repository: true,
  workflow: true,
  environment: true,
  repositoryId: true,
  lastUsedAt: true,
  createdAt: true,
} as const;

export type TrustedPublisherView = {
  id: string;
  repository: string;
  workflow: string;
  environment: string | null;
  repositoryId: string | null;
  lastUsedAt: Date | null;
  createdAt: Date;
};
