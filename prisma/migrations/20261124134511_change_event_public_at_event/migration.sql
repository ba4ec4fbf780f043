-- AlterTable
ALTER TABLE "ChangeEvent" ADD COLUMN     "publicAtEvent" BOOLEAN NOT NULL DEFAULT true;
