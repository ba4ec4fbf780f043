"use server";
// Approve a clawdhub browser login: creates the CLI's token and answers where to send the browser.
import { z } from "zod";
import { approveLoopbackLogin } from "@/lib/auth/cli/approve-loopback-login";
import { parseLoopbackLoginRequest } from "@/lib/auth/cli/loopback-login-request";
import { authedAction } from "@/lib/auth/next/authed-action";
import { siteOrigin } from "@/app/_lib/site-origin";

export const approveCliAuthAction = authedAction(
  {
    input: z.object({ redirect_uri: z.string().max(200), state: z.string().max(200), label_b64: z.string().max(400).optional() }),
    rateLimit: "auth",
    rateLimitKey: "cli-browser-login",
  },
  async ({ actor, input, ip }) => approveLoopbackLogin({ actor, request: parseLoopbackLoginRequest(input), registry: await siteOrigin(), ip }),
);
