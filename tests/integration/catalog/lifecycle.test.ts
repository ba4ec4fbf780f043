// The CLI's owner and community actions over HTTP: delete/undelete (and a moderator's hide),
// withdraw/restore a version, dist-tags, stars, reports, transfers, legacy deletes, install telemetry.
import { beforeAll, describe, expect, test } from "vitest";
import { POST as legacyDelete } from "@/app/api/cli/skill/delete/route";
import { POST as legacyUndelete } from "@/app/api/cli/skill/undelete/route";
import { POST as telemetry } from "@/app/api/cli/telemetry/install/route";
import { GET as listStars } from "@/app/api/v1/stars/route";
import { DELETE as unstar, POST as star } from "@/app/api/v1/stars/[slug]/route";
import { POST as report } from "@/app/api/v1/skills/[slug]/report/route";
import { DELETE as deleteRoute, GET as skillRoute } from "@/app/api/v1/skills/[slug]/route";
import { DELETE as removeTag, POST as setTag } from "@/app/api/v1/skills/[slug]/tags/[tag]/route";
import { POST as decideTransfer } from "@/app/api/v1/skills/[slug]/transfer/[action]/route";
import { POST as requestTransfer } from "@/app/api/v1/skills/[slug]/transfer/route";
import { POST as undelete } from "@/app/api/v1/skills/[slug]/undelete/route";
import { POST as restore } from "@/app/api/v1/skills/[slug]/versions/[version]/restore/route";
import { DELETE as withdraw } from "@/app/api/v1/skills/[slug]/versions/[version]/route";
import { GET as listTransfers } from "@/app/api/v1/transfers/[direction]/route";
import { db } from "@/lib/db";
import { forgetSeenForTests } from "@/lib/stats";
import { publishFixture } from "../helpers/publish-fixture";
import { acceptedByCli, clawhub } from "./clawhub-schemas";
import { callRoute, expectError, json, tokenUser, type TokenUser } from "./route-helpers";

let owner: TokenUser;
let stranger: TokenUser;
let moderator: TokenUser;
let reader: TokenUser;

beforeAll(async () => {
  owner = await tokenUser({ handle: "life-owner" });
  stranger = await tokenUser({ handle: "life-stranger" });
  moderator = await tokenUser({ handle: "life-mod", role: "MODERATOR" });
  reader = await tokenUser({ handle: "life-reader", scopes: ["read"] });
});

describe("delete and undelete", () => {
  test("the owner deletes (slug reserved 30 days) and undeletes; others get 403; a read token cannot", async () => {
    await publishFixture({ actor: owner.actor, slug: "doomed", version: "1.0.0" });
    await expectError(
      await callRoute(deleteRoute, "/api/v1/skills/doomed", { method: "DELETE", token: stranger.token, params: { slug: "doomed" } }),
      403,
      "NOT_SKILL_OWNER",
    );
    await expectError(
      await callRoute(deleteRoute, "/api/v1/skills/doomed", { method: "DELETE", token: reader.token, params: { slug: "doomed" } }),
      403,
      "FORBIDDEN",
    );
    await expectError(await callRoute(deleteRoute, "/api/v1/skills/doomed", { method: "DELETE", params: { slug: "doomed" } }), 401, "UNAUTHENTICATED");
    await expectError(
      await callRoute(deleteRoute, "/api/v1/skills/doomed", {
        method: "DELETE",
        token: owner.token,
        params: { slug: "doomed" },
        body: { ownerHandle: "life-stranger" },
      }),
      404,
      "SKILL_NOT_FOUND",
    );
    const deleted = acceptedByCli(
      clawhub.ApiV1DeleteResponseSchema,
      await json<{ slugReservedUntil: number }>(
        await callRoute(deleteRoute, "/api/v1/skills/doomed", {
          method: "DELETE",
          token: owner.token,
          params: { slug: "doomed" },
          body: { ownerHandle: "life-owner" },
        }),
      ),
    );
    expect(deleted.slugReservedUntil - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await expectError(await callRoute(skillRoute, "/api/v1/skills/doomed", { params: { slug: "doomed" } }), 410, "SKILL_GONE");
    await expectError(
      await callRoute(deleteRoute, "/api/v1/skills/doomed", { method: "DELETE", token: owner.token, params: { slug: "doomed" } }),
      409,
      "SKILL_DELETED",
    );
    acceptedByCli(
      clawhub.ApiV1DeleteResponseSchema,
      await json(await callRoute(undelete, "/api/v1/skills/doomed/undelete", { method: "POST", token: owner.token, params: { slug: "doomed" } })),
    );
    expect((await callRoute(skillRoute, "/api/v1/skills/doomed", { params: { slug: "doomed" } })).status).toBe(200);
    await expectError(
      await callRoute(undelete, "/api/v1/skills/doomed/undelete", { method: "POST", token: owner.token, params: { slug: "doomed" } }),
      409,
      "INVALID_STATE",
    );
  });

  test("a moderator's delete hides (reason required), undelete unhides", async () => {
    await publishFixture({ actor: owner.actor, slug: "reported-skill", version: "1.0.0" });
    await expectError(
      await callRoute(deleteRoute, "/x", { method: "DELETE", token: moderator.token, params: { slug: "reported-skill" } }),
      400,
      "REASON_REQUIRED",
    );
    expect(
      await json(
        await callRoute(deleteRoute, "/x", {
          method: "DELETE",
          token: moderator.token,
          params: { slug: "reported-skill" },
          body: { reason: "malware reports" },
        }),
      ),
    ).toMatchObject({ ok: true, action: "hidden" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "reported-skill" } })).moderation).toBe("HIDDEN");
    expect(
      await json(await callRoute(undelete, "/x", { method: "POST", token: moderator.token, params: { slug: "reported-skill" }, body: { reason: "reviewed" } })),
    ).toMatchObject({ action: "unhidden" });
  });

  test("legacy /api/cli/skill/delete and /undelete", async () => {
    await publishFixture({ actor: owner.actor, slug: "legacy-del", version: "1.0.0" });
    acceptedByCli(
      clawhub.ApiCliSkillDeleteResponseSchema,
      await json(await callRoute(legacyDelete, "/api/cli/skill/delete", { method: "POST", token: owner.token, body: { slug: "legacy-del" } })),
    );
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "legacy-del" } })).deletedAt).not.toBeNull();
    acceptedByCli(
      clawhub.ApiCliSkillDeleteResponseSchema,
      await json(await callRoute(legacyUndelete, "/api/cli/skill/undelete", { method: "POST", token: owner.token, body: { slug: "legacy-del" } })),
    );
    await expectError(await callRoute(legacyDelete, "/api/cli/skill/delete", { method: "POST", token: owner.token, body: {} }), 400, "VALIDATION_FAILED");
  });
});

describe("versions and dist-tags", () => {
  test("withdraw (releases its tags) and restore; strangers 403; unknown versions 404", async () => {
    await publishFixture({ actor: owner.actor, slug: "tagged", version: "1.0.0" });
    await publishFixture({ actor: owner.actor, slug: "tagged", version: "1.1.0" });
    const set = await callRoute(setTag, "/x", { method: "POST", token: owner.token, params: { slug: "tagged", tag: "stable" }, body: { version: "1.0.0" } });
    expect(acceptedByCli(clawhub.ApiV1SkillTagResponseSchema, await json(set))).toMatchObject({ tag: "stable", version: "1.0.0" });
    await expectError(
      await callRoute(setTag, "/x", { method: "POST", token: owner.token, params: { slug: "tagged", tag: "latest" }, body: { version: "1.0.0" } }),
      400,
      "TAG_INVALID",
    );
    await expectError(
      await callRoute(setTag, "/x", { method: "POST", token: stranger.token, params: { slug: "tagged", tag: "stable" }, body: { version: "1.1.0" } }),
      403,
      "NOT_SKILL_OWNER",
    );
    await expectError(
      await callRoute(withdraw, "/x", { method: "DELETE", token: stranger.token, params: { slug: "tagged", version: "1.0.0" } }),
      403,
      "NOT_SKILL_OWNER",
    );
    const withdrawn = await json(
      await callRoute(withdraw, "/x", { method: "DELETE", token: owner.token, params: { slug: "tagged", version: "1.0.0" }, body: { version: "1.0.0" } }),
    );
    expect(acceptedByCli(clawhub.ApiV1DeleteResponseSchema, withdrawn)).toMatchObject({ releasedTags: ["stable"] });
    await expectError(
      await callRoute(withdraw, "/x", { method: "DELETE", token: owner.token, params: { slug: "tagged", version: "7.0.0" } }),
      404,
      "VERSION_NOT_FOUND",
    );
    acceptedByCli(
      clawhub.ApiV1DeleteResponseSchema,
      await json(await callRoute(restore, "/x", { method: "POST", token: owner.token, params: { slug: "tagged", version: "1.0.0" } })),
    );
    await expectError(
      await callRoute(restore, "/x", { method: "POST", token: owner.token, params: { slug: "tagged", version: "1.0.0" } }),
      409,
      "INVALID_STATE",
    );
    await callRoute(setTag, "/x", { method: "POST", token: owner.token, params: { slug: "tagged", tag: "stable" }, body: { version: "1.0.0" } });
    expect(await json(await callRoute(removeTag, "/x", { method: "DELETE", token: owner.token, params: { slug: "tagged", tag: "stable" } }))).toMatchObject({
      ok: true,
      previous: "1.0.0",
    });
    await expectError(
      await callRoute(removeTag, "/x", { method: "DELETE", token: owner.token, params: { slug: "tagged", tag: "stable" } }),
      404,
      "TAG_NOT_FOUND",
    );
  });
});

describe("stars and reports", () => {
  test("star twice keeps one star; unstar twice is fine; the list shows it; unknown skills 404", async () => {
    await publishFixture({ actor: owner.actor, slug: "starry", version: "1.0.0" });
    const first = acceptedByCli(
      clawhub.ApiV1StarResponseSchema,
      await json(await callRoute(star, "/x", { method: "POST", token: reader.token, params: { slug: "starry" } })),
    );
    expect(first).toMatchObject({ alreadyStarred: false, stars: 1 });
    expect(await json(await callRoute(star, "/x", { method: "POST", token: reader.token, params: { slug: "starry" } }))).toMatchObject({
      alreadyStarred: true,
      stars: 1,
    });
    expect(await json(await callRoute(listStars, "/api/v1/stars", { token: reader.token }))).toMatchObject({ items: [{ slug: "starry" }] });
    acceptedByCli(
      clawhub.ApiV1UnstarResponseSchema,
      await json(await callRoute(unstar, "/x", { method: "DELETE", token: reader.token, params: { slug: "starry" } })),
    );
    expect(await json(await callRoute(unstar, "/x", { method: "DELETE", token: reader.token, params: { slug: "starry" } }))).toMatchObject({
      alreadyUnstarred: true,
      stars: 0,
    });
    await expectError(await callRoute(star, "/x", { method: "POST", token: reader.token, params: { slug: "no-such" } }), 404, "SKILL_NOT_FOUND");
    await expectError(await callRoute(star, "/x", { method: "POST", params: { slug: "starry" } }), 401, "UNAUTHENTICATED");
  });

  test("a report is filed once; the repeat says alreadyReported; an empty reason is refused", async () => {
    await publishFixture({ actor: owner.actor, slug: "reportable", version: "1.0.0" });
    const first = acceptedByCli(
      clawhub.ApiV1SkillReportResponseSchema,
      await json(
        await callRoute(report, "/x", { method: "POST", token: reader.token, params: { slug: "reportable" }, body: { reason: "asks for my ssh key" } }),
      ),
    );
    expect(first).toMatchObject({ reported: true, alreadyReported: false, reportCount: 1 });
    const again = await json(
      await callRoute(report, "/x", { method: "POST", token: reader.token, params: { slug: "reportable" }, body: { reason: "still bad" } }),
    );
    expect(again).toMatchObject({ reported: false, alreadyReported: true, reportId: first.reportId, reportCount: 1 });
    await expectError(
      await callRoute(report, "/x", { method: "POST", token: stranger.token, params: { slug: "reportable" }, body: { reason: "   " } }),
      400,
      "REASON_REQUIRED",
    );
    await expectError(
      await callRoute(report, "/x", { method: "POST", token: stranger.token, params: { slug: "reportable" }, body: { reason: "x", version: "9.9.9" } }),
      404,
      "VERSION_NOT_FOUND",
    );
  });
});

describe("transfers", () => {
  test("offer, list both sides, reject; offer again, accept: the skill changes owner", async () => {
    await publishFixture({ actor: owner.actor, slug: "handover", version: "1.0.0" });
    const offer = await callRoute(requestTransfer, "/x", {
      method: "POST",
      token: owner.token,
      params: { slug: "handover" },
      body: { toUserHandle: "@Life-Stranger", message: "yours" },
    });
    expect(acceptedByCli(clawhub.ApiV1TransferRequestResponseSchema, await json(offer))).toMatchObject({
      toUserHandle: "life-stranger",
      skillSlug: "handover",
    });
    await expectError(
      await callRoute(requestTransfer, "/x", { method: "POST", token: owner.token, params: { slug: "handover" }, body: { toUserHandle: "life-mod" } }),
      409,
      "TRANSFER_PENDING",
    );
    const incoming = acceptedByCli(
      clawhub.ApiV1TransferListResponseSchema,
      await json<{ transfers: unknown[] }>(await callRoute(listTransfers, "/x", { token: stranger.token, params: { direction: "incoming" } })),
    );
    expect(incoming.transfers).toMatchObject([{ skill: { slug: "handover" }, fromUser: { handle: "life-owner" }, message: "yours" }]);
    expect(
      (await json<{ transfers: unknown[] }>(await callRoute(listTransfers, "/x", { token: owner.token, params: { direction: "outgoing" } }))).transfers,
    ).toHaveLength(1);
    // Only the recipient answers; only the sender cancels.
    await expectError(
      await callRoute(decideTransfer, "/x", { method: "POST", token: owner.token, params: { slug: "handover", action: "accept" } }),
      404,
      "TRANSFER_NOT_FOUND",
    );
    acceptedByCli(
      clawhub.ApiV1TransferDecisionResponseSchema,
      await json(await callRoute(decideTransfer, "/x", { method: "POST", token: stranger.token, params: { slug: "handover", action: "reject" } })),
    );
    await expectError(
      await callRoute(decideTransfer, "/x", { method: "POST", token: stranger.token, params: { slug: "handover", action: "accept" } }),
      404,
      "TRANSFER_NOT_FOUND",
    );
    await callRoute(requestTransfer, "/x", { method: "POST", token: owner.token, params: { slug: "handover" }, body: { toUserHandle: "life-stranger" } });
    expect(
      await json(await callRoute(decideTransfer, "/x", { method: "POST", token: stranger.token, params: { slug: "handover", action: "accept" } })),
    ).toMatchObject({ ok: true, status: "ACCEPTED" });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "handover" }, select: { ownerId: true } })).ownerId).toBe(stranger.actor.userId);
    await expectError(
      await callRoute(requestTransfer, "/x", { method: "POST", token: owner.token, params: { slug: "handover" }, body: { toUserHandle: "nobody-here" } }),
      404,
      "USER_NOT_FOUND",
    );
    await expectError(
      await callRoute(decideTransfer, "/x", { method: "POST", token: stranger.token, params: { slug: "handover", action: "steal" } }),
      400,
      "VALIDATION_FAILED",
    );
  });

  test("cancel by the sender", async () => {
    await publishFixture({ actor: owner.actor, slug: "second-thoughts", version: "1.0.0" });
    await callRoute(requestTransfer, "/x", {
      method: "POST",
      token: owner.token,
      params: { slug: "second-thoughts" },
      body: { toUserHandle: "life-stranger" },
    });
    expect(
      await json(await callRoute(decideTransfer, "/x", { method: "POST", token: owner.token, params: { slug: "second-thoughts", action: "cancel" } })),
    ).toMatchObject({ status: "CANCELLED" });
    expect(
      (await json<{ transfers: unknown[] }>(await callRoute(listTransfers, "/x", { token: stranger.token, params: { direction: "incoming" } }))).transfers,
    ).toHaveLength(0);
    await expectError(await callRoute(listTransfers, "/x", { params: { direction: "incoming" } }), 401, "UNAUTHENTICATED");
    await expectError(await callRoute(decideTransfer, "/x", { method: "POST", params: { slug: "second-thoughts", action: "cancel" } }), 401, "UNAUTHENTICATED");
  });
});

describe("install telemetry (/api/cli/telemetry/install)", () => {
  test("counts an install once per person per day; other events and old snapshots are accepted, not counted", async () => {
    await publishFixture({ actor: owner.actor, slug: "installed", version: "1.0.0" });
    forgetSeenForTests();
    const body = { event: "install", slug: "installed", version: "1.0.0" };
    expect(
      acceptedByCli(clawhub.ApiCliTelemetryInstallResponseSchema, await json(await callRoute(telemetry, "/x", { method: "POST", token: reader.token, body }))),
    ).toMatchObject({ counted: true });
    expect(await json(await callRoute(telemetry, "/x", { method: "POST", token: reader.token, body }))).toMatchObject({ counted: false });
    expect(await json(await callRoute(telemetry, "/x", { method: "POST", token: stranger.token, body }))).toMatchObject({ counted: true });
    expect(await json(await callRoute(telemetry, "/x", { method: "POST", token: stranger.token, body: { roots: [] } }))).toMatchObject({
      ok: true,
      counted: false,
    });
    expect((await db.skill.findUniqueOrThrow({ where: { slug: "installed" } })).installs).toBe(2);
    await expectError(await callRoute(telemetry, "/x", { method: "POST", body }), 401, "UNAUTHENTICATED");
    await expectError(
      await callRoute(telemetry, "/x", { method: "POST", token: reader.token, body: { event: "install", slug: "ghost" } }),
      404,
      "SKILL_NOT_FOUND",
    );
    await expectError(await callRoute(telemetry, "/x", { method: "POST", token: reader.token, body: { event: "uninstall" } }), 400, "VALIDATION_FAILED");
  });
});
