// Loads the skill page data once per request (React cache: metadata and page share it) and turns
// "not there" into the 404 page and a moved skill into a redirect to its owner's URL.
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { getCurrentActor } from "@/lib/auth/next/current-actor";
import { getSkillPage, type SkillPage } from "@/lib/catalog/get-skill-page";
import { isAppError } from "@/lib/errors";
import { catalogSlugSchema } from "@/lib/ids";

export type SkillRouteParams = Promise<{ owner: string; slug: string }>;
export type SkillSearchParams = Promise<Record<string, string | string[] | undefined>>;

const MISSING = ["SKILL_NOT_FOUND", "SKILL_GONE", "VERSION_NOT_FOUND"];

const loadCached = cache(async (slug: string, version: string | undefined) => {
  const actor = await getCurrentActor();
  try {
    return { page: await getSkillPage({ slug, actor, version }), actor };
  } catch (error) {
    if (isAppError(error) && MISSING.includes(error.code)) return null;
    throw error;
  }
});

export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `suffix`: the tab path ("/files"…) to keep when redirecting a skill that changed owner. */
export async function loadSkill(
  params: SkillRouteParams,
  options: { version?: string; suffix?: string; search?: string } = {},
): Promise<SkillPage & { actor: Awaited<ReturnType<typeof getCurrentActor>> }> {
  const { owner, slug } = await params;
  const parsed = catalogSlugSchema.safeParse(decodeURIComponent(slug));
  if (!parsed.success) notFound();
  const loaded = await loadCached(parsed.data, options.version || undefined);
  if (!loaded) notFound();
  const { page, actor } = loaded;
  const handle = decodeURIComponent(owner).replace(/^@/, "").toLowerCase();
  if (handle !== page.skill.owner.handle) {
    permanentRedirect(`/${page.skill.owner.handle}/${page.skill.slug}${options.suffix ?? ""}${options.search ?? ""}`);
  }
  return { ...page, actor };
}

/** The skill's base URL, and a tab URL that keeps the version being viewed. */
export function skillUrls(page: Pick<SkillPage, "skill" | "version" | "latestVersion">) {
  const base = `/${page.skill.owner.handle}/${page.skill.slug}`;
  const pinned = page.version && page.version.version !== page.latestVersion ? page.version.version : null;
  const withVersion = (path: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ ...(pinned ? { version: pinned } : {}), ...extra }).toString();
    return `${base}${path}${query ? `?${query}` : ""}`;
  };
  return { base, pinned, withVersion };
}

/** For generateMetadata: the same data, or null when the page will be a 404. Throwing notFound()
 * from metadata would make Next.js render the 404 on the client, without our theme script. */
export async function loadSkillForMetadata(params: SkillRouteParams, options: { version?: string } = {}): Promise<SkillPage | null> {
  const { slug } = await params;
  const parsed = catalogSlugSchema.safeParse(decodeURIComponent(slug));
  if (!parsed.success) return null;
  return (await loadCached(parsed.data, options.version || undefined))?.page ?? null;
}
