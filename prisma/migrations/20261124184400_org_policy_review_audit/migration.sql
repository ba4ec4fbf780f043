-- CreateEnum
CREATE TYPE "OrgReview" AS ENUM ('HELD', 'REJECTED');

-- AlterTable
ALTER TABLE "SkillVersion" ADD COLUMN     "orgReview" "OrgReview",
ADD COLUMN     "orgReviewReason" TEXT,
ADD COLUMN     "orgReviewedAt" TIMESTAMP(3),
ADD COLUMN     "orgReviewedById" TEXT;

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "publisherId" TEXT;

-- CreateTable
CREATE TABLE "OrgPolicy" (
    "orgId" TEXT NOT NULL,
    "publish" TEXT NOT NULL DEFAULT 'publishers',
    "suspicious" TEXT NOT NULL DEFAULT 'warn',
    "membersPublic" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "OrgPolicy_pkey" PRIMARY KEY ("orgId")
);

-- CreateIndex
CREATE INDEX "SkillVersion_orgReview_createdAt_idx" ON "SkillVersion"("orgReview", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_publisherId_id_idx" ON "AuditLog"("publisherId", "id");

-- AddForeignKey
ALTER TABLE "OrgPolicy" ADD CONSTRAINT "OrgPolicy_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: entries written before this column concern the skill's current owner, or the org they name.
UPDATE "AuditLog" a SET "publisherId" = s."ownerId" FROM "Skill" s WHERE a."skillId" = s."id" AND a."publisherId" IS NULL;
UPDATE "AuditLog" SET "publisherId" = "targetId" WHERE "targetType" = 'org' AND "publisherId" IS NULL;
