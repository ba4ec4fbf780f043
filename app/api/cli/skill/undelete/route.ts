// POST /api/cli/skill/undelete – legacy undelete by body slug (older clawhub CLIs)
import type { z } from "zod";
import { withClawhubApi } from "@/lib/http";
import { undeleteSkill } from "@/lib/publish";
import { body, type response } from "@/lib/api-schemas/routes/legacy-cli-skill";

export const dynamic = "force-dynamic";

export const POST = withClawhubApi(
  async ({ actor, body, ip }): Promise<z.infer<typeof response>> => {
    await undeleteSkill({ actor, slug: body.slug, ip });
    return { ok: true };
  },
  { scopes: ["publish"], body },
);
