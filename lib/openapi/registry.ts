// Every documented route's schema module. Adding a route means adding its schema.ts here;
// tests/integration/api/openapi.test.ts fails for any route file under app/api/v1 left out.
import * as wellknownClawhubJson from "@/app/.well-known/clawhub.json/schema";
import * as wellknownSkillvaultKeysJson from "@/app/.well-known/skillvault-keys.json/schema";
import * as legacyCliSkill from "@/app/api/cli/skill/schema";
import * as legacyCliTelemetryInstall from "@/app/api/cli/telemetry/install/schema";
import * as legacySkill from "@/app/api/skill/schema";
import * as categories from "@/app/api/v1/categories/schema";
import * as changes from "@/app/api/v1/changes/schema";
import * as download from "@/app/api/v1/download/schema";
import * as githubWebhook from "@/app/api/v1/github/webhook/schema";
import * as githubWebhookHook from "@/app/api/v1/github/webhook/[hookId]/schema";
import * as openapiJson from "@/app/api/v1/openapi.json/schema";
import * as publishTokenMint from "@/app/api/v1/publish/token/mint/schema";
import * as resolve from "@/app/api/v1/resolve/schema";
import * as search from "@/app/api/v1/search/schema";
import * as skillsCheck from "@/app/api/v1/skills/-/check/schema";
import * as skillsScan from "@/app/api/v1/skills/-/scan/schema";
import * as skillsSecurityVerdicts from "@/app/api/v1/skills/-/security-verdicts/schema";
import * as skillsPublish from "@/app/api/v1/skills/-/publish/schema";
import * as skillsUploadUrl from "@/app/api/v1/skills/-/upload-url/schema";
import * as skillsSlugCard from "@/app/api/v1/skills/[slug]/card/schema";
import * as skillsSlugFile from "@/app/api/v1/skills/[slug]/file/schema";
import * as skillsSlugInstallHints from "@/app/api/v1/skills/[slug]/install-hints/schema";
import * as skillsSlugInstall from "@/app/api/v1/skills/[slug]/install/schema";
import * as skillsSlugModeration from "@/app/api/v1/skills/[slug]/moderation/schema";
import * as skillsSlugReport from "@/app/api/v1/skills/[slug]/report/schema";
import * as skillsSlug from "@/app/api/v1/skills/[slug]/schema";
import * as skillsSlugTagsTag from "@/app/api/v1/skills/[slug]/tags/[tag]/schema";
import * as skillsSlugTransfer from "@/app/api/v1/skills/[slug]/transfer/schema";
import * as skillsSlugTrustedPublishersId from "@/app/api/v1/skills/[slug]/trusted-publishers/[id]/schema";
import * as skillsSlugTrustedPublishers from "@/app/api/v1/skills/[slug]/trusted-publishers/schema";
import * as skillsSlugVersionsVersionAttestation from "@/app/api/v1/skills/[slug]/versions/[version]/attestation/schema";
import * as skillsSlugVersionsVersionMetadata from "@/app/api/v1/skills/[slug]/versions/[version]/metadata/schema";
import * as skillsSlugVersionsVersionPrompt from "@/app/api/v1/skills/[slug]/versions/[version]/prompt/schema";
import * as skillsSlugVersionsVersionScan from "@/app/api/v1/skills/[slug]/versions/[version]/scan/schema";
import * as skillsSlugVersionsVersion from "@/app/api/v1/skills/[slug]/versions/[version]/schema";
import * as skillsSlugVersionsVersionValidation from "@/app/api/v1/skills/[slug]/versions/[version]/validation/schema";
import * as skillsSlugVerify from "@/app/api/v1/skills/[slug]/verify/schema";
import * as skillsSlugVisibility from "@/app/api/v1/skills/[slug]/visibility/schema";
import * as skillsSlugVersions from "@/app/api/v1/skills/[slug]/versions/schema";
import * as skills from "@/app/api/v1/skills/schema";
import * as stars from "@/app/api/v1/stars/schema";
import * as transfersDirection from "@/app/api/v1/transfers/[direction]/schema";
import * as trending from "@/app/api/v1/trending/schema";
import * as whoami from "@/app/api/v1/whoami/schema";
import type { RouteDoc } from "./route-doc";

export const routeModules: ReadonlyArray<{ docs: readonly RouteDoc[] }> = [
  wellknownClawhubJson,
  wellknownSkillvaultKeysJson,
  legacyCliSkill,
  legacyCliTelemetryInstall,
  legacySkill,
  categories,
  changes,
  download,
  githubWebhook,
  githubWebhookHook,
  openapiJson,
  publishTokenMint,
  resolve,
  search,
  skillsCheck,
  skillsScan,
  skillsSecurityVerdicts,
  skillsPublish,
  skillsUploadUrl,
  skillsSlugCard,
  skillsSlugFile,
  skillsSlugInstallHints,
  skillsSlugInstall,
  skillsSlugModeration,
  skillsSlugReport,
  skillsSlug,
  skillsSlugTagsTag,
  skillsSlugVisibility,
  skillsSlugTransfer,
  skillsSlugTrustedPublishersId,
  skillsSlugTrustedPublishers,
  skillsSlugVersionsVersionAttestation,
  skillsSlugVersionsVersionMetadata,
  skillsSlugVersionsVersionPrompt,
  skillsSlugVersionsVersionScan,
  skillsSlugVersionsVersion,
  skillsSlugVersionsVersionValidation,
  skillsSlugVerify,
  skillsSlugVersions,
  skills,
  stars,
  transfersDirection,
  trending,
  whoami,
];

export function allRouteDocs(): RouteDoc[] {
  return routeModules.flatMap((module) => module.docs);
}
