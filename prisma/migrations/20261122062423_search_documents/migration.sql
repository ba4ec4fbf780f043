-- Search documents are derived data. Clearing them lets the new NOT NULL columns apply, and the
-- server rebuilds an empty search table on start (or run `npm run hub -- reindex`).
DELETE FROM "SkillSearchDocument";

-- DropIndex
DROP INDEX "SkillSearchDocument_listed_downloads_idx";

-- AlterTable
ALTER TABLE "SkillSearchDocument" DROP COLUMN "listed",
ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL,
ADD COLUMN     "headVector" tsvector,
ADD COLUMN     "nameKey" TEXT NOT NULL,
ADD COLUMN     "rankScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "version" TEXT NOT NULL;

-- CreateIndex
CREATE INDEX "SkillSearchDocument_headVector_idx" ON "SkillSearchDocument" USING GIN ("headVector");

-- CreateIndex
CREATE INDEX "SkillSearchDocument_slug_prefix_idx" ON "SkillSearchDocument"("slug" text_pattern_ops);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_nameKey_prefix_idx" ON "SkillSearchDocument"("nameKey" text_pattern_ops);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_os_idx" ON "SkillSearchDocument" USING GIN ("os");

-- CreateIndex
CREATE INDEX "SkillSearchDocument_bins_idx" ON "SkillSearchDocument" USING GIN ("bins");

-- CreateIndex
CREATE INDEX "SkillSearchDocument_ownerHandle_idx" ON "SkillSearchDocument"("ownerHandle");

-- CreateIndex
CREATE INDEX "SkillSearchDocument_rankScore_skillId_idx" ON "SkillSearchDocument"("rankScore" DESC, "skillId" DESC);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_downloads_skillId_idx" ON "SkillSearchDocument"("downloads" DESC, "skillId" DESC);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_stars_skillId_idx" ON "SkillSearchDocument"("stars" DESC, "skillId" DESC);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_trending_skillId_idx" ON "SkillSearchDocument"("trending" DESC, "skillId" DESC);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_createdAt_skillId_idx" ON "SkillSearchDocument"("createdAt" DESC, "skillId" DESC);

-- CreateIndex
CREATE INDEX "SkillSearchDocument_publishedAt_skillId_idx" ON "SkillSearchDocument"("publishedAt" DESC, "skillId" DESC);

-- Keep rows narrow: the large weighted tsvector ("document") moves out of line once a row passes
-- 1 KB, so a search reading thousands of matching rows (always through the GIN bitmap, never
-- unpacking "document") touches few heap pages. Not expressible in schema.prisma, and not part
-- of what the migration drift test compares.
ALTER TABLE "SkillSearchDocument" SET (toast_tuple_target = 1024);
