-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'manual';
