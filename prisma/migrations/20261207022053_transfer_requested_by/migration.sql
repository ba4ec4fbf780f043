-- AlterTable
ALTER TABLE "TransferRequest" ADD COLUMN     "requestedById" TEXT;
