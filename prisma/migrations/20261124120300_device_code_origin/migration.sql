-- AlterTable
ALTER TABLE "DeviceCode" ADD COLUMN     "requestAgent" TEXT,
ADD COLUMN     "requestCountry" TEXT,
ADD COLUMN     "requestIp" TEXT;
