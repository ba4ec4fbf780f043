-- CreateTable
CREATE TABLE "MirrorUpstream" (
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "all" BOOLEAN NOT NULL DEFAULT false,
    "owners" TEXT[],
    "skills" TEXT[],
    "pullThrough" BOOLEAN NOT NULL DEFAULT false,
    "blockSuspicious" BOOLEAN NOT NULL DEFAULT false,
    "changesCursor" TEXT,
    "leaseId" TEXT,
    "leaseUntil" TIMESTAMP(3),
    "lastSyncStartedAt" TIMESTAMP(3),
    "lastSyncFinishedAt" TIMESTAMP(3),
    "lastSyncOk" BOOLEAN,
    "lastError" TEXT,
    "lastSyncStats" JSONB,
    "createdById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MirrorUpstream_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "MirroredSkill" (
    "skillId" TEXT NOT NULL,
    "upstreamName" TEXT NOT NULL,
    "upstreamOwner" TEXT NOT NULL,
    "upstreamSlug" TEXT NOT NULL,
    "upstreamState" TEXT NOT NULL DEFAULT 'active',
    "upstreamUpdatedAt" BIGINT,
    "lastCheckedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MirroredSkill_pkey" PRIMARY KEY ("skillId")
);

-- CreateTable
CREATE TABLE "MirroredVersion" (
    "id" TEXT NOT NULL,
    "upstreamName" TEXT NOT NULL,
    "upstreamOwner" TEXT NOT NULL,
    "upstreamSlug" TEXT NOT NULL,
    "upstreamVersion" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "versionId" TEXT,
    "code" TEXT,
    "detail" JSONB,
    "upstreamDigest" TEXT,
    "upstreamZipSha256" TEXT,
    "withdrawnByMirror" BOOLEAN NOT NULL DEFAULT false,
    "fetchedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MirroredVersion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MirroredSkill_upstreamSlug_idx" ON "MirroredSkill"("upstreamSlug");

-- CreateIndex
CREATE UNIQUE INDEX "MirroredSkill_upstreamName_upstreamOwner_upstreamSlug_key" ON "MirroredSkill"("upstreamName", "upstreamOwner", "upstreamSlug");

-- CreateIndex
CREATE UNIQUE INDEX "MirroredVersion_versionId_key" ON "MirroredVersion"("versionId");

-- CreateIndex
CREATE INDEX "MirroredVersion_upstreamName_state_idx" ON "MirroredVersion"("upstreamName", "state");

-- CreateIndex
CREATE UNIQUE INDEX "MirroredVersion_upstreamName_upstreamOwner_upstreamSlug_ups_key" ON "MirroredVersion"("upstreamName", "upstreamOwner", "upstreamSlug", "upstreamVersion");

-- AddForeignKey
ALTER TABLE "MirroredSkill" ADD CONSTRAINT "MirroredSkill_skillId_fkey" FOREIGN KEY ("skillId") REFERENCES "Skill"("id") ON DELETE CASCADE ON UPDATE CASCADE;
