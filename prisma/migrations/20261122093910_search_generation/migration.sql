-- CreateTable
CREATE TABLE "SearchGeneration" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "SearchGeneration_pkey" PRIMARY KEY ("id")
);

-- The search generation (lib/search/cache): one number that changes in every transaction that
-- changes a search document, whoever writes it (publish, lifecycle changes, stars, topics,
-- counter refresh, reindex, a skill's cascaded delete…). A deferred constraint trigger runs at
-- commit, so the row lock that orders the bumps is held only for the commit itself (no deadlocks
-- with locks taken later in the transaction), and once per transaction (a transaction-local flag).
-- Not expressible in schema.prisma, and not part of what the migration drift test compares.
INSERT INTO "SearchGeneration" ("id", "value") VALUES (1, 0);

-- The body spells its semicolons \x3b: the migration runner splits the file at every semicolon.
CREATE FUNCTION "bump_search_generation"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''skillvault.search_generation_bumped'', true) IS DISTINCT FROM ''on'' THEN
    PERFORM set_config(''skillvault.search_generation_bumped'', ''on'', true)\x3b
    INSERT INTO "SearchGeneration" ("id", "value") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "value" = "SearchGeneration"."value" + 1\x3b
  END IF\x3b
  RETURN NULL\x3b
END';

CREATE CONSTRAINT TRIGGER "SkillSearchDocument_bump_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "SkillSearchDocument"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_search_generation"();

CREATE TRIGGER "SkillSearchDocument_bump_generation_truncate"
  AFTER TRUNCATE ON "SkillSearchDocument" FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_generation"();
