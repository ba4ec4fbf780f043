// Draws one cold render of a long text (markdown, a code table, a version diff) from the visitor's
// "expensive" budget (key "render"). False when it is spent: the caller shows a cheaper form of the
// same content, once, without caching it; nor may the page cache keep that page for everyone.
import type { Actor } from "@/lib/auth/actor";
import { isAppError } from "@/lib/errors";
import { checkRateLimit } from "@/lib/http/check-rate-limit";
import { markPageUncacheable } from "@/lib/page-cache/page-render-scope";

export type RenderVisitor = { ip: string; actor: Actor | null };

export async function chargeRender(visitor: RenderVisitor): Promise<boolean> {
  try {
    await checkRateLimit({ class: "expensive", key: "render", ip: visitor.ip, actor: visitor.actor });
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") {
      markPageUncacheable("rate-limited");
      return false;
    }
    throw error;
  }
}
