// /skills/<slug> – the ClawHub-style short URL: redirects to the skill's page under its owner, for
// whoever may see the skill (lib/access); anyone else gets the same 404 as for a skill that never
// existed (a redirect would name a hidden skill's owner).
import { notFound, permanentRedirect } from "next/navigation";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { findCatalogSkill } from "@/lib/catalog/find-catalog-skill";
import { isAppError } from "@/lib/errors";
import { catalogSlugSchema } from "@/lib/ids";

type Props = { params: Promise<{ slug: string }> };

export default async function SkillShortUrl({ params }: Props) {
  const parsed = catalogSlugSchema.safeParse(decodeURIComponent((await params).slug));
  if (!parsed.success) notFound();
  const found = await findCatalogSkill({ slug: parsed.data, viewer: await getCurrentActor() }).catch((error: unknown) => {
    if (isAppError(error) && (error.code === "SKILL_NOT_FOUND" || error.code === "SKILL_GONE")) return null;
    throw error;
  });
  if (!found) notFound();
  permanentRedirect(`/${found.skill.owner.handle}/${found.skill.slug}`);
}
