-- AlterTable
ALTER TABLE "ChangeEvent" ADD COLUMN     "ownerIdAtEvent" TEXT,
ADD COLUMN     "publicSeq" BIGINT,
ADD COLUMN     "readerId" TEXT,
ADD COLUMN     "visibilityAtEvent" "SkillVisibility";

-- AlterTable
ALTER TABLE "MirrorUpstream" ADD COLUMN     "restrictedVisibility" TEXT NOT NULL DEFAULT 'internal',
ADD COLUMN     "tokenSealed" TEXT;

-- AlterTable
ALTER TABLE "MirroredSkill" ADD COLUMN     "upstreamVisibility" TEXT;

-- CreateTable
CREATE TABLE "RestrictedSearchDocument" (
    "skillId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "nameKey" TEXT NOT NULL,
    "ownerHandle" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "version" TEXT NOT NULL,
    "topics" TEXT[],
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "runtimes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "skillName" TEXT NOT NULL DEFAULT '',
    "os" TEXT[],
    "bins" TEXT[],
    "verdict" "Verdict" NOT NULL,
    "downloads" INTEGER NOT NULL DEFAULT 0,
    "installs" INTEGER NOT NULL DEFAULT 0,
    "stars" INTEGER NOT NULL DEFAULT 0,
    "trending" INTEGER NOT NULL DEFAULT 0,
    "rankScore" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "headVector" tsvector,
    "document" tsvector,
    "nameText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "publishedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "visibility" "SkillVisibility" NOT NULL,
    "ownerId" TEXT NOT NULL,

    CONSTRAINT "RestrictedSearchDocument_pkey" PRIMARY KEY ("skillId")
);

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_document_idx" ON "RestrictedSearchDocument" USING GIN ("document");

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_headVector_idx" ON "RestrictedSearchDocument" USING GIN ("headVector");

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_nameText_trgm_idx" ON "RestrictedSearchDocument" USING GIN ("nameText" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_slug_prefix_idx" ON "RestrictedSearchDocument"("slug" text_pattern_ops);

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_nameKey_prefix_idx" ON "RestrictedSearchDocument"("nameKey" text_pattern_ops);

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_topics_idx" ON "RestrictedSearchDocument" USING GIN ("topics");

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_categories_idx" ON "RestrictedSearchDocument" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_runtimes_idx" ON "RestrictedSearchDocument" USING GIN ("runtimes");

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_rankScore_skillId_idx" ON "RestrictedSearchDocument"("rankScore" DESC, "skillId" DESC);

-- CreateIndex
CREATE INDEX "RestrictedSearchDocument_ownerId_idx" ON "RestrictedSearchDocument"("ownerId");

-- CreateIndex
CREATE UNIQUE INDEX "ChangeEvent_publicSeq_key" ON "ChangeEvent"("publicSeq");

-- CreateIndex
CREATE INDEX "ChangeEvent_readerId_id_idx" ON "ChangeEvent"("readerId", "id");

-- AddForeignKey
ALTER TABLE "RestrictedSearchDocument" ADD CONSTRAINT "RestrictedSearchDocument_skillId_fkey" FOREIGN KEY ("skillId") REFERENCES "Skill"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The anonymous change feed's positions (lib/changes): public events keep their id as their
-- position, so cursors mirrors hold stay valid, and new public events continue after the highest id any
-- reader was ever handed (the old feed's head), from their own sequence, so the numbers an anonymous
-- reader sees no longer count the non-public events between them. recordChange takes nextval under
-- the change-feed lock (decision 006), so positions, like ids, become visible in increasing order.
UPDATE "ChangeEvent" SET "publicSeq" = "id" WHERE "publicAtEvent";
CREATE SEQUENCE "ChangeEvent_publicSeq_seq" AS BIGINT;
SELECT setval('"ChangeEvent_publicSeq_seq"', coalesce((SELECT max("id") FROM "ChangeEvent"), 0) + 1, false);

-- Restricted search documents bump the search generation like public ones (cached team searches).
CREATE CONSTRAINT TRIGGER "RestrictedSearchDocument_bump_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "RestrictedSearchDocument"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_generation"();

CREATE TRIGGER "RestrictedSearchDocument_bump_generation_truncate"
  AFTER TRUNCATE ON "RestrictedSearchDocument" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_generation"();
