-- CreateTable
CREATE TABLE "PageGeneration" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "PageGeneration_pkey" PRIMARY KEY ("id")
);

-- The page generation (lib/page-cache): one number that changes in every transaction that
-- changes what an anonymous skill page shows, whoever writes it (the web app, the API, `npm run
-- hub`, another replica). Same mechanism as the search generation: a deferred constraint trigger
-- bumps it once per transaction, at commit. Download and install counters are left out (a
-- download must not empty every replica's page cache): cached pages show them at most
-- PAGE_CACHE_TTL_SECONDS old. Not expressible in schema.prisma.
INSERT INTO "PageGeneration" ("id", "value") VALUES (1, 0);

-- The body spells its semicolons \x3b: the migration runner splits the file at every semicolon.
CREATE FUNCTION "bump_page_generation"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''skillvault.page_generation_bumped'', true) IS DISTINCT FROM ''on'' THEN
    PERFORM set_config(''skillvault.page_generation_bumped'', ''on'', true)\x3b
    INSERT INTO "PageGeneration" ("id", "value") VALUES (1, 1)
      ON CONFLICT ("id") DO UPDATE SET "value" = "PageGeneration"."value" + 1\x3b
  END IF\x3b
  RETURN NULL\x3b
END';

CREATE CONSTRAINT TRIGGER "Skill_bump_page_generation_insert_delete"
  AFTER INSERT OR DELETE ON "Skill"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "Skill_bump_page_generation_update"
  AFTER UPDATE ON "Skill"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'downloads' - 'installs' - 'updatedAt') IS DISTINCT FROM (to_jsonb(NEW) - 'downloads' - 'installs' - 'updatedAt'))
  EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "SkillVersion_bump_page_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "SkillVersion"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "DistTag_bump_page_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "DistTag"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "Attestation_bump_page_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "Attestation"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "SigningKey_bump_page_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "SigningKey"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "User_bump_page_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "User"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();

CREATE CONSTRAINT TRIGGER "GithubSource_bump_page_generation"
  AFTER INSERT OR UPDATE OR DELETE ON "GithubSource"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_page_generation"();
