-- AlterTable
ALTER TABLE "GithubSource" ADD COLUMN     "syncActorId" TEXT;

-- CreateIndex
CREATE INDEX "GithubSource_repositoryId_idx" ON "GithubSource"("repositoryId");

-- AddForeignKey
ALTER TABLE "GithubSource" ADD CONSTRAINT "GithubSource_syncActorId_fkey" FOREIGN KEY ("syncActorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
