-- AlterTable
ALTER TABLE "DailyStat" ADD COLUMN     "vouchedInstalls" INTEGER NOT NULL DEFAULT 0;
