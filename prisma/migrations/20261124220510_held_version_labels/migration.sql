-- AlterTable
ALTER TABLE "SkillVersion" ADD COLUMN     "heldLabels" JSONB;
