// IDOR: every owner-only action, tried by a signed-in stranger with a valid token (full read +
// publish scopes), by route and (for the website's server actions) by the domain function the
// action calls with the session's actor. Each is refused with a stable 4xx code, and a snapshot
// of everything the owner has (skill, versions, tags, transfers, trusted publishers, tickets,
// stars, topics) is unchanged afterwards.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as cliDelete } from "@/app/api/cli/skill/delete/route";
import { POST as cliUndelete } from "@/app/api/cli/skill/undelete/route";
import { POST as uploadBytes } from "@/app/api/v1/skills/-/upload/[ticket]/route";
import { DELETE as deleteSkillRoute } from "@/app/api/v1/skills/[slug]/route";
import { DELETE as removeTag, POST as setTag } from "@/app/api/v1/skills/[slug]/tags/[tag]/route";
import { POST as transferAction } from "@/app/api/v1/skills/[slug]/transfer/[action]/route";
import { POST as requestTransferRoute } from "@/app/api/v1/skills/[slug]/transfer/route";
import { DELETE as removePublisher } from "@/app/api/v1/skills/[slug]/trusted-publishers/[id]/route";
import { GET as listPublishers, POST as addPublisher } from "@/app/api/v1/skills/[slug]/trusted-publishers/route";
import { POST as undeleteRoute } from "@/app/api/v1/skills/[slug]/undelete/route";
import { POST as restoreRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/restore/route";
import { DELETE as withdrawRoute } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { POST as publishRoute } from "@/app/api/v1/skills/route";
import { createUploadTicket } from "@/lib/uploads";
import { addTrustedPublisher } from "@/lib/auth/trusted-publishing/add-trusted-publisher";
import { db } from "@/lib/db";
import { setGithubSync } from "@/lib/github";
import {
  cancelTransfer,
  deleteSkill,
  removeDistTag,
  requestTransfer,
  restoreVersion,
  setDistTag,
  setSkillTopics,
  undeleteSkill,
  withdrawVersion,
  acceptTransfer,
  rejectTransfer,
} from "@/lib/publish";
import { AppError } from "@/lib/errors";
import { multipartPublish } from "../load/request-mix";
import { callRaw, tokenUser, type TokenUser } from "../integration/catalog/route-helpers";
import { publishFixture } from "../integration/helpers/publish-fixture";
import { createGithubClient } from "@/lib/github/create-github-client";
import { startLocalGithub } from "../setup/github/local-github";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let owner: TokenUser;
let stranger: TokenUser;
let recipient: TokenUser;
let publisherId = "";
let ticketId = "";
let transferId = "";

beforeAll(async () => {
  owner = await tokenUser({ handle: "idor-owner" });
  stranger = await tokenUser({ handle: "idor-stranger" });
  recipient = await tokenUser({ handle: "idor-recipient" });
  await publishFixture({ actor: owner.actor, slug: "owned", version: "1.0.0", tags: ["stable"] });
  await publishFixture({ actor: owner.actor, slug: "owned", version: "1.1.0" });
  await publishFixture({ actor: owner.actor, slug: "owned-deleted", version: "1.0.0" });
  await deleteSkill({ actor: owner.actor, slug: "owned-deleted" });
  await withdrawVersion({ actor: owner.actor, slug: "owned", version: "1.0.0", reason: "old" }).catch(() => undefined);
  await restoreVersion({ actor: owner.actor, slug: "owned", version: "1.0.0" }).catch(() => undefined);
  // Registration asks GitHub for the repository's ids: a local GitHub knows idor-owner/owned.
  const github = await startLocalGithub();
  github.host({ id: 4100, owner: { login: "idor-owner", id: 4101, type: "User" }, name: "owned" });
  const client = createGithubClient({ baseUrl: github.apiUrl });
  publisherId = (
    await addTrustedPublisher({ actor: owner.actor, slug: "owned", publisher: { repository: "idor-owner/owned", workflow: "release.yml" }, client })
  ).id;
  await github.close();
  ticketId = (await createUploadTicket({ actor: owner.actor })).id;
  await publishFixture({ actor: owner.actor, slug: "owned-moving", version: "1.0.0" });
  transferId = (await requestTransfer({ actor: owner.actor, slug: "owned-moving", toHandle: recipient.actor.handle })).id;
});

/** Everything a stranger must not be able to change. */
async function snapshot() {
  const skills = await db.skill.findMany({
    where: { ownerId: owner.actor.userId },
    orderBy: { slug: "asc" },
    include: {
      distTags: { orderBy: { tag: "asc" } },
      versions: { orderBy: { version: "asc" }, select: { version: true, withdrawnAt: true, blockedAt: true } },
    },
  });
  const transfers = await db.transferRequest.findMany({ orderBy: { id: "asc" } });
  const publishers = await db.trustedPublisher.findMany({ orderBy: { id: "asc" } });
  const tickets = await db.uploadTicket.findMany({ orderBy: { id: "asc" } });
  return { skills, transfers, publishers, tickets };
}

function bearer(
  user: TokenUser,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: unknown,
): { method: string; path: string; params: Record<string, string>; token: string; body: string | undefined; headers: Record<string, string> } {
  return {
    method,
    path,
    params,
    token: user.token,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: body === undefined ? {} : { "content-type": "application/json" },
  };
}

const routeCases: Array<[string, Handler, () => ReturnType<typeof bearer>]> = [
  ["delete skill", deleteSkillRoute as Handler, () => bearer(stranger, "DELETE", "/api/v1/skills/owned", { slug: "owned" })],
  ["undelete skill", undeleteRoute as Handler, () => bearer(stranger, "POST", "/api/v1/skills/owned-deleted/undelete", { slug: "owned-deleted" })],
  ["clawhub delete", cliDelete as Handler, () => bearer(stranger, "POST", "/api/cli/skill/delete", {}, { slug: "owned" })],
  ["clawhub undelete", cliUndelete as Handler, () => bearer(stranger, "POST", "/api/cli/skill/undelete", {}, { slug: "owned-deleted" })],
  [
    "move a dist-tag",
    setTag as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned/tags/stable", { slug: "owned", tag: "stable" }, { version: "1.1.0" }),
  ],
  ["remove a dist-tag", removeTag as Handler, () => bearer(stranger, "DELETE", "/api/v1/skills/owned/tags/stable", { slug: "owned", tag: "stable" })],
  [
    "withdraw a version",
    withdrawRoute as Handler,
    () => bearer(stranger, "DELETE", "/api/v1/skills/owned/versions/1.1.0", { slug: "owned", version: "1.1.0" }),
  ],
  [
    "restore a version",
    restoreRoute as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned/versions/1.0.0/restore", { slug: "owned", version: "1.0.0" }),
  ],
  [
    "request a transfer to themselves",
    requestTransferRoute as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned/transfer", { slug: "owned" }, { toUserHandle: "idor-stranger" }),
  ],
  [
    "accept someone else's transfer",
    transferAction as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned-moving/transfer/accept", { slug: "owned-moving", action: "accept" }),
  ],
  [
    "reject someone else's transfer",
    transferAction as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned-moving/transfer/reject", { slug: "owned-moving", action: "reject" }),
  ],
  [
    "cancel someone else's transfer",
    transferAction as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned-moving/transfer/cancel", { slug: "owned-moving", action: "cancel" }),
  ],
  ["list trusted publishers", listPublishers as Handler, () => bearer(stranger, "GET", "/api/v1/skills/owned/trusted-publishers", { slug: "owned" })],
  [
    "add a trusted publisher",
    addPublisher as Handler,
    () => bearer(stranger, "POST", "/api/v1/skills/owned/trusted-publishers", { slug: "owned" }, { repository: "idor-stranger/evil", workflow: "pwn.yml" }),
  ],
  [
    "remove a trusted publisher",
    removePublisher as Handler,
    () => bearer(stranger, "DELETE", `/api/v1/skills/owned/trusted-publishers/${publisherId}`, { slug: "owned", id: publisherId }),
  ],
];

describe("IDOR: a stranger's token on every owner-only route", () => {
  test.each(routeCases)("%s", async (_label, handler, init) => {
    const before = await snapshot();
    const { path, ...rest } = init();
    const response = await callRaw(handler, path, rest);
    // 410 SKILL_GONE: a deleted public skill is gone for everyone but its owner (decision 027).
    expect([401, 403, 404, 410]).toContain(response.status);
    const code = response.headers.get("x-error-code") ?? ((await response.json()) as { error: { code: string } }).error.code;
    expect(["FORBIDDEN", "NOT_SKILL_OWNER", "SKILL_NOT_FOUND", "SKILL_GONE", "TRANSFER_NOT_FOUND", "NOT_FOUND", "TRUSTED_PUBLISHER_NOT_FOUND"]).toContain(code);
    expect(await snapshot()).toEqual(before);
  });

  test("publishing a version of someone else's skill", async () => {
    const before = await snapshot();
    const { body, contentType } = multipartPublish({ slug: "owned", version: "9.9.9" });
    const response = await callRaw(publishRoute as Handler, "/api/v1/skills", {
      method: "POST",
      token: stranger.token,
      body: new Uint8Array(body),
      headers: { "content-type": contentType },
    });
    expect(response.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  test("uploading bytes to someone else's upload ticket", async () => {
    const before = await snapshot();
    const response = await callRaw(uploadBytes as Handler, `/api/v1/skills/-/upload/${ticketId}`, {
      method: "POST",
      token: stranger.token,
      params: { ticket: ticketId },
      body: new Uint8Array(10),
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-error-code")).toBe("UPLOAD_NOT_FOUND");
    expect(await snapshot()).toEqual(before);
  });
});

describe("IDOR: the domain functions behind the website's server actions, with the stranger's session actor", () => {
  const actions: Array<[string, () => Promise<unknown>]> = [
    ["setTopicsAction", () => setSkillTopics({ actor: stranger.actor, slug: "owned", topics: ["pwned"] })],
    ["withdrawVersionAction", () => withdrawVersion({ actor: stranger.actor, slug: "owned", version: "1.1.0", reason: "x" })],
    ["restoreVersionAction", () => restoreVersion({ actor: stranger.actor, slug: "owned", version: "1.0.0" })],
    ["setDistTagAction", () => setDistTag({ actor: stranger.actor, slug: "owned", tag: "stable", version: "1.1.0" })],
    ["removeDistTagAction", () => removeDistTag({ actor: stranger.actor, slug: "owned", tag: "stable" })],
    ["requestTransferAction", () => requestTransfer({ actor: stranger.actor, slug: "owned", toHandle: "idor-stranger" })],
    ["cancelTransferAction", () => cancelTransfer({ actor: stranger.actor, transferId })],
    ["acceptTransferAction", () => acceptTransfer({ actor: stranger.actor, transferId })],
    ["rejectTransferAction", () => rejectTransfer({ actor: stranger.actor, transferId })],
    ["deleteSkillAction", () => deleteSkill({ actor: stranger.actor, slug: "owned" })],
    ["undeleteSkillAction", () => undeleteSkill({ actor: stranger.actor, slug: "owned-deleted" })],
    ["setGithubSyncAction", () => setGithubSync({ actor: stranger.actor, slug: "owned", enabled: false })],
  ];

  test.each(actions)("%s", async (_label, run) => {
    const before = await snapshot();
    const error = await run().then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBeGreaterThanOrEqual(400);
    expect((error as AppError).status).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });
});
