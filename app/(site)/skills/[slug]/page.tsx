// /skills/<slug> – the ClawHub-style short URL: redirects to the skill's page under its owner.
import { notFound, permanentRedirect } from "next/navigation";
import { db } from "@/lib/db";
import { catalogSlugSchema } from "@/lib/ids";

type Props = { params: Promise<{ slug: string }> };

export default async function SkillShortUrl({ params }: Props) {
  const parsed = catalogSlugSchema.safeParse(decodeURIComponent((await params).slug));
  if (!parsed.success) notFound();
  const skill = await db.skill.findUnique({ where: { slug: parsed.data }, select: { slug: true, owner: { select: { handle: true } } } });
  if (!skill) notFound();
  // The skill page itself decides who may see a hidden or held skill.
  permanentRedirect(`/${skill.owner.handle}/${skill.slug}`);
}
