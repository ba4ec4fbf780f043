// Any /api/* path no other route serves – ClawHub's plain-text `Not found`, or what we do not host and what to use instead
import { withClawhubApi } from "@/lib/http";
import { describeUnknownApiPath } from "@/lib/http/describe-unknown-api-path";

export const dynamic = "force-dynamic";

const notServed = withClawhubApi(
  async ({ request }) => {
    throw describeUnknownApiPath(new URL(request.url).pathname);
  },
  { auth: "none", openInClosedRegistry: true, rateLimit: "read" },
);

export const GET = notServed;
export const POST = notServed;
export const PUT = notServed;
export const PATCH = notServed;
export const DELETE = notServed;
