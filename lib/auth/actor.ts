// Who is making a request, as every domain function sees it: resolved once by the HTTP
// wrapper (token or session) or built by scripts, never read from the request again.
import type { Role } from "@/lib/db";
import type { Provenance } from "./provenance";
import type { Scope } from "./scopes";

export type Actor = {
  userId: string;
  handle: string;
  role: Role;
  scopes: readonly Scope[];
  via: "token" | "session" | "system";
  tokenId?: string;
  /** Set for trusted-publishing tokens: the only skill this actor may publish. */
  limitedToSkillId?: string;
  /** Set for trusted-publishing (OIDC) tokens: the workflow run that minted it, for the version's provenance. */
  provenance?: Provenance;
  /**
   * Set when automation acts on someone's behalf (GitHub sync): what it does is attributed to the
   * automation, not charged to the person (a blocked publish does not raise their abuse score).
   */
  automation?: { kind: "github-sync"; skillId: string; repositoryId: string; commit: string };
};

export function isModerator(actor: Pick<Actor, "role">): boolean {
  return actor.role === "MODERATOR" || actor.role === "ADMIN";
}

export function isAdmin(actor: Pick<Actor, "role">): boolean {
  return actor.role === "ADMIN";
}
