-- CreateEnum
CREATE TYPE "SkillVisibility" AS ENUM ('PUBLIC', 'INTERNAL', 'PRIVATE');

-- AlterTable
ALTER TABLE "Skill" ADD COLUMN     "visibility" "SkillVisibility" NOT NULL DEFAULT 'PUBLIC';

-- CreateTable
CREATE TABLE "OrgInvitation" (
    "id" TEXT NOT NULL,
    "orgId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "invitedById" TEXT,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrgInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OrgInvitation_userId_idx" ON "OrgInvitation"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "OrgInvitation_orgId_userId_key" ON "OrgInvitation"("orgId", "userId");

-- CreateIndex
CREATE INDEX "Skill_visibility_idx" ON "Skill"("visibility");

-- AddForeignKey
ALTER TABLE "OrgInvitation" ADD CONSTRAINT "OrgInvitation_orgId_fkey" FOREIGN KEY ("orgId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrgInvitation" ADD CONSTRAINT "OrgInvitation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
