// GET /api/v1/whoami – the account behind the token or session (clawhub `login` / `whoami`)
import { getUserProfile } from "@/lib/auth/users/get-user-profile";
import { withClawhubApi } from "@/lib/http";

export const dynamic = "force-dynamic";

export const GET = withClawhubApi(
  async ({ actor }) => {
    const user = await getUserProfile({ userId: actor.userId });
    return Response.json({ user }, { headers: { "Cache-Control": "no-store" } });
  },
  { auth: "required" },
);
