// The signed-in person approves a clawdhub browser login (loopback-login-request.ts): a CLI token
// with read + publish is created and the browser is sent to the CLI's loopback callback with it in
// the fragment (never sent to any server; the CLI's page posts it to the CLI on this machine).
import { recordAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "../actor";
import { createApiToken } from "../create-api-token";
import { checkLoopbackRedirect, type LoopbackLoginRequest } from "./loopback-login-request";

export async function approveLoopbackLogin(input: {
  actor: Actor;
  request: LoopbackLoginRequest;
  registry: string;
  ip?: string;
}): Promise<{ redirect: string }> {
  if (input.actor.via !== "session") throw new AppError("FORBIDDEN", "Approve CLI logins while signed in to the website.");
  const redirectUri = checkLoopbackRedirect(input.request.redirectUri);
  const created = await db.$transaction(async (tx) => {
    const token = await createApiToken({ userId: input.actor.userId, label: input.request.label, scopes: ["read", "publish"], kind: "CLI", tx });
    await recordAudit(tx, {
      actorId: input.actor.userId,
      action: "cli.browser-login",
      targetType: "token",
      targetId: token.id,
      data: { label: input.request.label, redirect: redirectUri },
      ip: input.ip ?? null,
    });
    return token;
  });
  const fragment = new URLSearchParams({ token: created.token, registry: input.registry, state: input.request.state });
  return { redirect: `${redirectUri}#${fragment.toString()}` };
}
