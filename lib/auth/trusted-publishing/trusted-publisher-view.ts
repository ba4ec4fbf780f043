// How a trusted publisher is shown (settings page, API): what it allows, never who else uses it.
export const trustedPublisherSelect = {
  id: true,
  repository: true,
  workflow: true,
  environment: true,
  ref: true,
  repositoryId: true,
  repositoryOwnerId: true,
  lastUsedAt: true,
  createdAt: true,
} as const;

export type TrustedPublisherView = {
  id: string;
  repository: string;
  workflow: string;
  environment: string | null;
  /** The only ref allowed to publish (exact, or a prefix ending in "*"); null: any branch or tag. */
  ref: string | null;
  repositoryId: string | null;
  repositoryOwnerId: string | null;
  lastUsedAt: Date | null;
  createdAt: Date;
};
