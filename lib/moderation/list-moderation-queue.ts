// What moderators have to look at: alerts from the report automation (bursts, thresholds it may
// not act on), versions waiting for review (suspicious at publish, or worse after a rescan), open
// reports with their weight, skills held for a look-alike slug or hidden by reports, and appeals.
import { z } from "zod";
import type { Actor } from "@/lib/auth/actor";
import { db } from "@/lib/db";
import { assertModerator } from "./assert-moderator";
import { REVIEW_STATE } from "./review-state";

/** A stored alert's details (a JSON column): an object, or nothing when unreadable. */
const alertDataSchema = z.record(z.string(), z.unknown()).nullable().catch(null);

export const MODERATION_QUEUE_MAX = 200;
const ALERT_DAYS = 7;

export async function listModerationQueue(input: { actor: Actor; limit?: number }) {
  assertModerator(input.actor);
  const take = Math.min(Math.max(1, Math.trunc(input.limit ?? 50)), MODERATION_QUEUE_MAX);
  const [versions, reports, skills, alerts, appeals] = await Promise.all([
    db.skillVersion.findMany({
      where: { reviewState: REVIEW_STATE.PENDING, blockedAt: null },
      orderBy: { createdAt: "asc" },
      take,
      select: {
        id: true,
        version: true,
        verdict: true,
        verdictSummary: true,
        scannerVersion: true,
        createdAt: true,
        withdrawnAt: true,
        skill: { select: { slug: true, displayName: true, owner: { select: { handle: true } } } },
      },
    }),
    db.report.findMany({
      where: { status: "OPEN" },
      orderBy: { createdAt: "asc" },
      take,
      select: {
        id: true,
        reason: true,
        details: true,
        versionId: true,
        weight: true,
        createdAt: true,
        skill: { select: { slug: true, moderation: true } },
        reporter: { select: { handle: true } },
      },
    }),
    db.skill.findMany({
      where: { moderation: { in: ["HELD", "AUTO_HIDDEN"] }, deletedAt: null },
      orderBy: { updatedAt: "asc" },
      take,
      select: {
        id: true,
        slug: true,
        displayName: true,
        moderation: true,
        moderationReason: true,
        createdAt: true,
        owner: { select: { handle: true } },
        _count: { select: { reports: { where: { status: "OPEN" } } } },
      },
    }),
    db.moderationAlert.findMany({
      where: { createdAt: { gt: new Date(Date.now() - ALERT_DAYS * 86_400_000) } },
      orderBy: { createdAt: "desc" },
      take,
      select: { id: true, kind: true, skillId: true, data: true, createdAt: true },
    }),
    db.moderationAppeal.findMany({
      where: { status: "OPEN" },
      orderBy: { createdAt: "asc" },
      take,
      select: {
        id: true,
        message: true,
        createdAt: true,
        user: { select: { handle: true } },
        skill: { select: { slug: true, displayName: true, moderation: true, owner: { select: { handle: true } } } },
      },
    }),
  ]);
  return {
    versions: versions.map((row) => ({
      id: row.id,
      slug: row.skill.slug,
      displayName: row.skill.displayName,
      ownerHandle: row.skill.owner.handle,
      version: row.version,
      verdict: row.verdict,
      summary: row.verdictSummary,
      scannerVersion: row.scannerVersion,
      withdrawn: row.withdrawnAt !== null,
      publishedAt: row.createdAt,
    })),
    reports: reports.map((row) => ({
      id: row.id,
      slug: row.skill.slug,
      skillModeration: row.skill.moderation,
      reporterHandle: row.reporter.handle,
      reason: row.reason,
      details: row.details,
      versionId: row.versionId,
      weight: row.weight,
      createdAt: row.createdAt,
    })),
    skills: skills.map((row) => ({
      id: row.id,
      slug: row.slug,
      displayName: row.displayName,
      ownerHandle: row.owner.handle,
      moderation: row.moderation,
      reason: row.moderationReason,
      openReports: row._count.reports,
      createdAt: row.createdAt,
    })),
    alerts: alerts.map((row) => ({ id: row.id, kind: row.kind, skillId: row.skillId, data: alertDataSchema.parse(row.data), createdAt: row.createdAt })),
    appeals: appeals.map((row) => ({
      id: row.id,
      slug: row.skill.slug,
      displayName: row.skill.displayName,
      ownerHandle: row.skill.owner.handle,
      moderation: row.skill.moderation,
      appellantHandle: row.user.handle,
      message: row.message,
      createdAt: row.createdAt,
    })),
  };
}
