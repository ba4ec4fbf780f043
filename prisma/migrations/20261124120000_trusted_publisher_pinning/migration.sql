-- AlterTable
ALTER TABLE "TrustedPublisher" ADD COLUMN     "ref" TEXT,
ADD COLUMN     "repositoryOwnerId" TEXT;
