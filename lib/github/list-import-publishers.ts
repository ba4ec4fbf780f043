// Whom the import form offers to publish for: yourself, the orgs you publish for (lib/access
// publishersFor), and (for admins, who may import any public repository into an org) every org;
// and whether the actor can import at all: a GitHub-linked account (ownership is checked by GitHub
// id), or an admin with an org to import into (assert-can-import-repository.ts).
import { publishersFor } from "@/lib/access";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";

export type ImportPublisherOption = { handle: string; kind: "USER" | "ORG"; displayName: string | null };

export async function listImportPublishers(input: {
  actor: Actor;
}): Promise<{ publishers: ImportPublisherOption[]; githubLinked: boolean; canImport: boolean }> {
  const select = { handle: true, kind: true, displayName: true } as const;
  const me = await db.user.findUnique({ where: { id: input.actor.userId }, select: { ...select, githubId: true } });
  const orgs =
    input.actor.role === "ADMIN"
      ? await db.user.findMany({ where: { kind: "ORG" }, select, orderBy: { handle: "asc" }, take: 500 })
      : await db.user.findMany({
          where: { id: { in: (await publishersFor(db, input.actor, "publish")).map((grant) => grant.id) }, kind: "ORG" },
          select,
          orderBy: { handle: "asc" },
        });
  const publishers = [...(me ? [{ handle: me.handle, kind: me.kind, displayName: me.displayName }] : []), ...orgs.filter((org) => org.handle !== me?.handle)];
  const githubLinked = Boolean(me?.githubId);
  const adminIntoOrg = input.actor.role === "ADMIN" && publishers.some((publisher) => publisher.kind === "ORG");
  return { publishers, githubLinked, canImport: githubLinked || adminIntoOrg };
}
