// Every documented route's schema module (lib/api-schemas/routes/<route>.ts, imported by the route
// handler too). Adding a route means adding its schema module here; tests/integration/api/openapi.test.ts
// fails for any route file under app/api/v1 left out.
import * as wellknownClawhubJson from "@/lib/api-schemas/routes/well-known-clawhub";
import * as wellknownSkillvaultKeysJson from "@/lib/api-schemas/routes/well-known-signing-keys";
import * as legacyCliSkill from "@/lib/api-schemas/routes/legacy-cli-skill";
import * as legacyCliTelemetryInstall from "@/lib/api-schemas/routes/legacy-install-telemetry";
import * as legacySkill from "@/lib/api-schemas/routes/legacy-skill";
import * as categories from "@/lib/api-schemas/routes/categories";
import * as changes from "@/lib/api-schemas/routes/changes";
import * as download from "@/lib/api-schemas/routes/download";
import * as githubWebhook from "@/lib/api-schemas/routes/github-webhook";
import * as githubWebhookHook from "@/lib/api-schemas/routes/github-webhook-hook";
import * as openapiJson from "@/lib/api-schemas/routes/openapi-document";
import * as publishTokenMint from "@/lib/api-schemas/routes/publish-token-mint";
import * as resolve from "@/lib/api-schemas/routes/resolve";
import * as search from "@/lib/api-schemas/routes/search";
import * as skillsCheck from "@/lib/api-schemas/routes/skill-check";
import * as skillsScan from "@/lib/api-schemas/routes/skill-scan";
import * as skillsSecurityVerdicts from "@/lib/api-schemas/routes/security-verdicts";
import * as skillsPublish from "@/lib/api-schemas/routes/skill-publish";
import * as skillsUploadUrl from "@/lib/api-schemas/routes/upload-url";
import * as skillsSlugCard from "@/lib/api-schemas/routes/skill-card";
import * as skillsSlugFile from "@/lib/api-schemas/routes/skill-file";
import * as skillsSlugInstallHints from "@/lib/api-schemas/routes/install-hints";
import * as skillsSlugInstall from "@/lib/api-schemas/routes/skill-install";
import * as skillsSlugModeration from "@/lib/api-schemas/routes/skill-moderation";
import * as skillsSlugReport from "@/lib/api-schemas/routes/skill-report";
import * as skillsSlug from "@/lib/api-schemas/routes/skill";
import * as skillsSlugTagsTag from "@/lib/api-schemas/routes/skill-tag";
import * as skillsSlugTransfer from "@/lib/api-schemas/routes/skill-transfer";
import * as skillsSlugTrustedPublishersId from "@/lib/api-schemas/routes/trusted-publisher";
import * as skillsSlugTrustedPublishers from "@/lib/api-schemas/routes/trusted-publishers";
import * as skillsSlugVersionsVersionAttestation from "@/lib/api-schemas/routes/version-attestation";
import * as skillsSlugVersionsVersionMetadata from "@/lib/api-schemas/routes/version-metadata";
import * as skillsSlugVersionsVersionPrompt from "@/lib/api-schemas/routes/version-prompt";
import * as skillsSlugVersionsVersionScan from "@/lib/api-schemas/routes/version-scan";
import * as skillsSlugVersionsVersion from "@/lib/api-schemas/routes/version";
import * as skillsSlugVersionsVersionValidation from "@/lib/api-schemas/routes/version-validation";
import * as skillsSlugVerify from "@/lib/api-schemas/routes/skill-verify";
import * as skillsSlugVersions from "@/lib/api-schemas/routes/versions";
import * as skillsSlugVisibility from "@/lib/api-schemas/routes/skill-visibility";
import * as skills from "@/lib/api-schemas/routes/skills";
import * as orgsOrgAudit from "@/lib/api-schemas/routes/org-audit";
import * as orgsOrgPolicy from "@/lib/api-schemas/routes/org-policy";
import * as orgsOrgReviews from "@/lib/api-schemas/routes/org-reviews";
import * as stars from "@/lib/api-schemas/routes/stars";
import * as transfersDirection from "@/lib/api-schemas/routes/transfers";
import * as trending from "@/lib/api-schemas/routes/trending";
import * as whoami from "@/lib/api-schemas/routes/whoami";
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
  skillsSlugVisibility,
  orgsOrgAudit,
  orgsOrgPolicy,
  orgsOrgReviews,
  skills,
  stars,
  transfersDirection,
  trending,
  whoami,
];

export function allRouteDocs(): RouteDoc[] {
  return routeModules.flatMap((module) => module.docs);
}
