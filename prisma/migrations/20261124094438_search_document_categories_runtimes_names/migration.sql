-- AlterTable
ALTER TABLE "SkillSearchDocument" ADD COLUMN     "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "runtimes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "skillName" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "SkillSearchDocument_categories_idx" ON "SkillSearchDocument" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "SkillSearchDocument_runtimes_idx" ON "SkillSearchDocument" USING GIN ("runtimes");

-- CreateIndex
CREATE INDEX "SkillSearchDocument_skillName_idx" ON "SkillSearchDocument"("skillName");

-- Backfill the documents that exist from each skill's latest version, as build-search-document.ts
-- writes them from now on: categories from the manifest (else the topics), the runtimes its stored
-- compatibility says it loads under, and its frontmatter name. A Meilisearch index needs
-- `hub reindex --backend meilisearch` to gain the new filter fields.
UPDATE "SkillSearchDocument" d SET
  "skillName" = lower(btrim(coalesce(v.manifest->>'name', ''))),
  "runtimes" = coalesce((SELECT array_agg(c.key ORDER BY c.key) FROM jsonb_each(v.compatibility) c WHERE c.value->>'loads' = 'true'), ARRAY[]::TEXT[]),
  "categories" = CASE
    WHEN jsonb_typeof(v.manifest->'categories') = 'array' AND jsonb_array_length(v.manifest->'categories') > 0
    THEN ARRAY(SELECT jsonb_array_elements_text(v.manifest->'categories'))
    ELSE coalesce(d.topics, ARRAY[]::TEXT[]) END
FROM "Skill" s JOIN "SkillVersion" v ON v.id = s."latestVersionId"
WHERE s.id = d."skillId" AND jsonb_typeof(v.compatibility) = 'object';
