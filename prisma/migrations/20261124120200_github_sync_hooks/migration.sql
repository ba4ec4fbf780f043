-- CreateTable
CREATE TABLE "GithubSyncHook" (
    "id" TEXT NOT NULL,
    "repositoryId" TEXT NOT NULL,
    "publisherId" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "createdById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "rotatedAt" TIMESTAMP(3),
    "lastDeliveryAt" TIMESTAMP(3),

    CONSTRAINT "GithubSyncHook_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GithubSyncHook_repositoryId_publisherId_key" ON "GithubSyncHook"("repositoryId", "publisherId");

-- AddForeignKey
ALTER TABLE "GithubSyncHook" ADD CONSTRAINT "GithubSyncHook_publisherId_fkey" FOREIGN KEY ("publisherId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
