// POST /api/cli/skill/delete – legacy soft delete by body slug (older clawhub CLIs)
import type { z } from "zod";
import { withClawhubApi } from "@/lib/http";
import { deleteSkill } from "@/lib/publish";
import { body, type response } from "@/lib/api-schemas/routes/legacy-cli-skill";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body, ip }): Promise<z.infer<typeof response>> => {
    const deleted = await deleteSkill({ actor, slug: body.slug, reason: body.reason, ip });
    return { ok: true, slugReservedUntil: deleted.slugReservedUntil.getTime() };
  },
  { scopes: ["publish"], body },
);
