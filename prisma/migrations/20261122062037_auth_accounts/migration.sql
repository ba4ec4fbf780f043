-- AlterTable
ALTER TABLE "ApiToken" ADD COLUMN     "provenance" JSONB;

-- AlterTable
ALTER TABLE "DeviceCode" ADD COLUMN     "scopes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- AlterTable
ALTER TABLE "TrustedPublisher" ADD COLUMN     "lastUsedAt" TIMESTAMP(3),
ADD COLUMN     "repositoryId" TEXT;
