// POST /api/cli/telemetry/install – the clawhub CLI reports an install; counted once per person per skill per day
import type { z } from "zod";
import { findCatalogSkill } from "@/lib/catalog";
import { withClawhubApi } from "@/lib/http";
import { recordSkillEvent } from "@/lib/stats";
import { body, type response } from "@/lib/api-schemas/routes/legacy-install-telemetry";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body, ip }): Promise<z.infer<typeof response>> => {
    if (!("event" in body) || body.event !== "install") return { ok: true, counted: false };
    const { skill } = await findCatalogSkill({ slug: body.slug, viewer: actor });
    const { counted } = await recordSkillEvent({ skillId: skill.id, kind: "install", userId: actor.userId, ip });
    return { ok: true, counted };
  },
  { auth: "required", body },
);
