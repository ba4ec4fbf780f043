// Every entry point under app/ (route handlers, pages, server actions, sitemap, robots, layouts)
// with the access rules it asks and how it asks them: `via` names the loader or lib/access call
// that must appear in the file. tests/unit/access/surfaces.test.ts fails for a file under app/
// that is not listed here (a new route that forgets to ask) and for a listed file that no longer
// makes the call it is listed with; tests/integration/access/entry-points.test.ts calls the routes
// that serve a skill's data (detail, version record, version detail, file, raw file, zip, install
// plan, version list, search, the page loader) as every actor of tests/access/access-table.ts
// against every state.
// Private skills (issue 18) add their visibility to lib/access and their surfaces here.

/** What a surface asks of lib/access before it answers. */
export type Ask =
  /** No skill, version or account data: discovery documents, health, docs, sign-in forms. */
  | "nothing"
  /** The caller's own account only (tokens, whoami, device flow, notifications). */
  | "account"
  /** Moderators and admins only (lib/moderation assertModerator). */
  | "staff"
  /** canSee: SKILL_NOT_FOUND / SKILL_GONE for who may not see the skill. */
  | "skill"
  /** versionStatus: the version's record (every state, for whoever sees the skill). */
  | "version:visible"
  /** versionStatus.listed: the viewer's version list. */
  | "version:listed"
  /** versionStatus.installable: latest, tags, install plans, the zip. */
  | "version:installable"
  /** versionStatus.downloadable: files, raw files, the Files tab, version detail. */
  | "version:downloadable"
  /** isListed: search documents only (search, lists, categories, sitemap, home, trending). */
  | "listed"
  /** Only events of skills anyone may see (publicSkillSql), plus removals. */
  | "public-feed"
  /** With a token or session: what that actor may read beyond the public (readableAudience / readableSkillSql). */
  | "readable"
  /** canManage / assertCanManageSkill with the publish or administer right. */
  | "manage:publish"
  | "manage:administer"
  /** publishersFor: the publishers the actor holds a right for (dashboards, forms, transfer lists). */
  | "publishers"
  /** Anonymous visitors only: the page cache stores what an anonymous visitor is shown. */
  | "anonymous-cache";

export type Surface = {
  /** Path under app/. */
  file: string;
  asks: Ask[];
  /** Calls that must appear in the file: how it asks. */
  via: string[];
  note?: string;
};

const SKILL_PAGE = ["loadSkill("];

export const SURFACES: Surface[] = [
  // ── Website: skill pages (loadSkill → getSkillPage → seeSkill + versionStatus) ──────────────
  {
    file: "(site)/[owner]/[slug]/page.tsx",
    asks: ["skill", "version:visible", "version:downloadable", "anonymous-cache"],
    via: [...SKILL_PAGE, "status.downloadable"],
  },
  {
    file: "(site)/[owner]/[slug]/files/page.tsx",
    asks: ["skill", "version:visible", "version:downloadable", "anonymous-cache"],
    via: [...SKILL_PAGE, "status.downloadable"],
  },
  { file: "(site)/[owner]/[slug]/install/page.tsx", asks: ["skill", "version:installable", "anonymous-cache"], via: [...SKILL_PAGE, "status.installable"] },
  {
    file: "(site)/[owner]/[slug]/security/page.tsx",
    asks: ["skill", "version:visible", "anonymous-cache"],
    via: [...SKILL_PAGE, "status: page.version.status"],
  },
  {
    file: "(site)/[owner]/[slug]/versions/page.tsx",
    asks: ["skill", "version:visible", "anonymous-cache"],
    via: [...SKILL_PAGE, "listVersionHistory({ skill: page.skill, sight: page })"],
  },
  {
    file: "(site)/[owner]/[slug]/versions/compare/page.tsx",
    asks: ["skill", "version:downloadable", "anonymous-cache"],
    via: [...SKILL_PAGE, "status.downloadable"],
  },
  {
    file: "(site)/[owner]/[slug]/raw/[version]/[...path]/route.ts",
    asks: ["skill", "version:downloadable"],
    via: ["getSkillPage(", "assertDownloadable(", "status.public"],
  },
  { file: "(site)/[owner]/[slug]/manage/page.tsx", asks: ["skill", "manage:publish"], via: ["getSkillManagement("] },
  {
    file: "(site)/[owner]/[slug]/actions.ts",
    asks: ["skill", "account"],
    via: ["starSkill(", "unstarSkill(", "reportSkill("],
    note: "starSkill, unstarSkill and reportSkill ask seeSkill themselves",
  },
  {
    file: "(site)/[owner]/[slug]/manage/actions.ts",
    asks: ["manage:publish", "manage:administer"],
    via: ["withdrawVersion(", "setDistTag(", "deleteSkill(", "setGithubSync(", "setSkillVisibility("],
    note: "every action's domain function locks the skill with lockManagedSkill / assertCanManageSkill",
  },
  {
    file: "(site)/[owner]/-/members/page.tsx",
    asks: ["account", "publishers"],
    via: ["requireActor(", "listOrgMembers("],
    note: "lib/orgs: the org's members only (seesPublisherWhole); managing asks canActFor administer",
  },
  {
    file: "(site)/[owner]/-/members/actions.ts",
    asks: ["account", "publishers"],
    via: ["inviteOrgMember(", "setOrgMember(", "removeOrgMember(", "answerOrgInvitation("],
    note: "lib/orgs asserts the org role (canActFor administer; owners for the owner role)",
  },
  {
    file: "(site)/[owner]/-/reviews/page.tsx",
    asks: ["account", "publishers"],
    via: ["requireActor(", "listHeldVersions("],
    note: "lib/orgs: the org's owners and admins only (assertOrgAdmin); held versions are theirs to see (lib/access seesVersion)",
  },
  {
    file: "(site)/[owner]/-/reviews/actions.ts",
    asks: ["account", "manage:administer"],
    via: ["reviewHeldVersion("],
    note: "lib/publish locks the skill with lockManagedSkill(administer) and checks it belongs to the org",
  },
  {
    file: "(site)/[owner]/-/audit/page.tsx",
    asks: ["account", "publishers"],
    via: ["requireActor(", "openOrgAudit(", "readOrgAuditPage("],
    note: "lib/orgs: the org's owners and admins only (assertOrgAdmin)",
  },
  {
    file: "(site)/[owner]/-/settings/page.tsx",
    asks: ["account", "publishers"],
    via: ["requireActor(", "getOrgSettings("],
    note: "lib/orgs: the org's owners and admins only (assertOrgAdmin)",
  },
  {
    file: "(site)/[owner]/-/settings/actions.ts",
    asks: ["account", "publishers"],
    via: ["setOrgProfile(", "setOrgPolicy("],
    note: "lib/orgs asserts the org role (assertOrgAdmin)",
  },
  {
    file: "(site)/dashboard/new-org/page.tsx",
    asks: ["account"],
    via: ["requireActor("],
  },
  {
    file: "(site)/dashboard/new-org/actions.ts",
    asks: ["account"],
    via: ["createOrg("],
    note: "the signed-in account becomes the new org's owner (lib/orgs createOrg)",
  },
  {
    file: "api/v1/orgs/[org]/reviews/route.ts",
    asks: ["account", "publishers", "manage:administer"],
    via: ["listHeldVersions(", "reviewHeldVersion("],
    note: "GET: the org's owners and admins (assertOrgAdmin); POST: lockManagedSkill(administer) on a skill of that org",
  },
  {
    file: "api/v1/orgs/[org]/policy/route.ts",
    asks: ["account", "publishers"],
    via: ["getOrgPolicy(", "setOrgPolicy("],
    note: "lib/orgs: the org's owners and admins only (assertOrgAdmin)",
  },
  {
    file: "api/v1/orgs/[org]/audit/route.ts",
    asks: ["account", "publishers"],
    via: ["openOrgAudit(", "exportOrgAuditLines("],
    note: "lib/orgs: the org's owners and admins only (assertOrgAdmin), checked before the stream starts",
  },
  {
    file: "(site)/[owner]/page.tsx",
    asks: ["listed", "publishers", "anonymous-cache"],
    via: ["getPublisherProfile("],
    note: "the publisher's unlisted skills only for seesPublisherWhole",
  },
  { file: "(site)/skills/[slug]/page.tsx", asks: ["skill"], via: ["findCatalogSkill("] },

  // ── Website: lists and search (search documents hold exactly the listed skills) ─────────────
  { file: "(site)/page.tsx", asks: ["listed", "anonymous-cache"], via: ["listHomeSections("] },
  { file: "(site)/skills/page.tsx", asks: ["listed"], via: ["runCatalogSearch("] },
  {
    file: "(site)/search/page.tsx",
    asks: ["listed", "readable"],
    via: ["runCatalogSearch(", "getCurrentActor("],
    note: "a signed-in visitor's search also reads the restricted documents its audience may find (lib/access readableAudience)",
  },
  { file: "(site)/search/suggestions/route.ts", asks: ["listed", "readable"], via: ["suggestSkills(", "viewer: actor"] },
  { file: "sitemap.ts", asks: ["listed"], via: ["listSitemapSkills("] },
  { file: "(site)/docs/sitemap/page.tsx", asks: ["listed"], via: ["listSiteIndex("], note: "read from the search documents: exactly the listed skills" },
  { file: "robots.ts", asks: ["nothing"], via: [] },

  // ── Website: the signed-in person's own pages ────────────────────────────────────────────────
  { file: "(site)/dashboard/page.tsx", asks: ["account", "publishers"], via: ["requireActor(", "listManagedSkills("] },
  { file: "(site)/dashboard/actions.ts", asks: ["account", "manage:administer"], via: ["acceptTransfer(", "appealHiddenSkill("] },
  { file: "(site)/settings/layout.tsx", asks: ["nothing"], via: [] },
  { file: "(site)/settings/tokens/page.tsx", asks: ["account"], via: ["requireActor(", "listApiTokens("] },
  { file: "(site)/settings/tokens/actions.ts", asks: ["account"], via: ["createPersonalToken(", "revokeApiToken("] },
  { file: "(site)/settings/publishing/page.tsx", asks: ["account", "publishers"], via: ["requireActor(", "listManagedSkillsWithPublishers("] },
  { file: "(site)/settings/publishing/actions.ts", asks: ["manage:administer"], via: ["addTrustedPublisher(", "removeTrustedPublisher("] },
  { file: "(site)/publish/page.tsx", asks: ["account", "publishers"], via: ["requireActor(", "listImportPublishers("] },
  { file: "(site)/import/page.tsx", asks: ["account", "publishers"], via: ["requireActor(", "listImportPublishers("] },
  { file: "(site)/import/actions.ts", asks: ["account", "publishers", "manage:publish"], via: ["previewGithubImport("] },
  { file: "(site)/moderation/page.tsx", asks: ["staff"], via: ["isModerator(", "listModerationQueue("] },
  { file: "(site)/moderation/actions.ts", asks: ["staff"], via: ["requireModerator(", "hideSkill("] },
  { file: "(site)/admin/mirrors/page.tsx", asks: ["staff"], via: ["isAdmin(", "listMirrors("], note: "admins only; lib/mirror assertMirrorAdmin asks again" },
  {
    file: "(site)/admin/mirrors/actions.ts",
    asks: ["staff"],
    via: ["addMirror(", "startMirrorSync(", "removeMirror("],
    note: "each lib/mirror function asserts an admin",
  },
  { file: "(site)/cli/auth/page.tsx", asks: ["account"], via: ["getCurrentActor("] },
  { file: "(site)/cli/auth/actions.ts", asks: ["account"], via: ["authedAction("] },
  { file: "(site)/cli/device/page.tsx", asks: ["account"], via: ["getCurrentActor(", "findDeviceCode("] },
  { file: "(site)/cli/device/actions.ts", asks: ["account"], via: ["authedAction("] },
  { file: "(site)/setup/page.tsx", asks: ["account"], via: ["inspectSetupCode("] },
  { file: "(site)/setup/actions.ts", asks: ["account"], via: ["redeemSetupCode("] },
  { file: "(site)/signin/page.tsx", asks: ["nothing"], via: [] },
  { file: "(site)/signin/actions.ts", asks: ["account"], via: ["signIn("] },
  { file: "(site)/signin/link/page.tsx", asks: ["account"], via: ["inspectSignInLink("] },
  { file: "(site)/signin/link/actions.ts", asks: ["account"], via: ["redeemSignInLink("] },
  { file: "(site)/docs/page.tsx", asks: ["nothing"], via: [] },
  { file: "(site)/docs/api/page.tsx", asks: ["nothing"], via: [] },
  { file: "(site)/docs/verify/page.tsx", asks: ["nothing"], via: [] },
  { file: "(site)/docs/signing-keys/page.tsx", asks: ["nothing"], via: ["buildKeysDocument("], note: "the registry's public keys only" },
  { file: "layout.tsx", asks: ["account"], via: ["getCurrentActor("], note: "the header's account menu" },

  // ── API: one skill, one version ──────────────────────────────────────────────────────────────
  {
    file: "api/v1/skills/[slug]/route.ts",
    asks: ["skill", "version:installable", "manage:administer", "staff"],
    via: ["getSkillDetail(", "sight.shareable", "deleteSkill(", "hideSkill("],
  },
  { file: "api/skill/route.ts", asks: ["skill", "version:installable"], via: ["getSkillDetail(", "sight.shareable"] },
  { file: "api/v1/skills/[slug]/versions/route.ts", asks: ["skill", "version:listed"], via: ["listVersions(", "sight.shareable"] },
  {
    file: "api/v1/skills/[slug]/versions/[version]/route.ts",
    asks: ["skill", "version:downloadable", "manage:administer"],
    via: ["getVersion(", "sight.shareable", "withdrawVersion("],
  },
  { file: "api/v1/skills/[slug]/versions/[version]/restore/route.ts", asks: ["manage:administer"], via: ["restoreVersion("] },
  { file: "api/v1/skills/[slug]/versions/[version]/scan/route.ts", asks: ["skill", "version:visible"], via: ["getVersionScan(", "sight.shareable"] },
  {
    file: "api/v1/skills/[slug]/versions/[version]/validation/route.ts",
    asks: ["skill", "version:visible"],
    via: ["getVersionValidation(", "sight.shareable"],
  },
  {
    file: "api/v1/skills/[slug]/versions/[version]/attestation/route.ts",
    asks: ["skill", "version:visible"],
    via: ["getVersionAttestation(", "sight.shareable"],
  },
  { file: "api/v1/skills/[slug]/versions/[version]/metadata/route.ts", asks: ["skill", "version:visible"], via: ["getVersionMetadata(", "sight.shareable"] },
  { file: "api/v1/skills/[slug]/versions/[version]/prompt/route.ts", asks: ["skill", "version:visible"], via: ["getPromptEntry(", "sight.shareable"] },
  { file: "api/v1/skills/[slug]/file/route.ts", asks: ["skill", "version:downloadable"], via: ["readVisibleVersionFile(", "found.public"] },
  { file: "api/v1/download/route.ts", asks: ["skill", "version:installable"], via: ["getVersionDownload("] },
  { file: "api/download/route.ts", asks: ["skill", "version:installable"], via: ["v1/download/route"], note: "the same handler as /api/v1/download" },
  { file: "api/v1/skills/[slug]/install/route.ts", asks: ["skill", "version:installable"], via: ["buildInstallPlan("] },
  { file: "api/v1/skills/[slug]/install-hints/route.ts", asks: ["skill", "version:visible"], via: ["getInstallHints(", "sight.shareable"] },
  { file: "api/v1/skills/[slug]/moderation/route.ts", asks: ["skill", "version:visible"], via: ["getSkillModeration(", "sight.shareable"] },
  { file: "api/v1/skills/[slug]/verify/route.ts", asks: ["skill", "version:visible"], via: ["buildSkillVerification("] },
  { file: "api/v1/skills/[slug]/card/route.ts", asks: ["skill", "version:visible"], via: ["getSkillCard(", "sight.shareable"] },
  { file: "api/v1/skills/[slug]/report/route.ts", asks: ["skill", "account"], via: ["findCatalogSkill(", "reportSkill("] },
  {
    file: "api/v1/skills/[slug]/visibility/route.ts",
    asks: ["skill", "manage:administer"],
    via: ["setSkillVisibility("],
    note: "lockManagedSkill with administer: who may not see it gets SKILL_NOT_FOUND",
  },
  { file: "api/v1/skills/[slug]/tags/[tag]/route.ts", asks: ["manage:publish"], via: ["setDistTag(", "removeDistTag("] },
  { file: "api/v1/skills/[slug]/transfer/route.ts", asks: ["manage:administer"], via: ["requestTransfer("] },
  { file: "api/v1/skills/[slug]/transfer/[action]/route.ts", asks: ["manage:administer", "publishers"], via: ["acceptTransfer(", "findPendingTransfer("] },
  { file: "api/v1/skills/[slug]/trusted-publishers/route.ts", asks: ["manage:administer"], via: ["listTrustedPublishers(", "addTrustedPublisher("] },
  { file: "api/v1/skills/[slug]/trusted-publishers/[id]/route.ts", asks: ["manage:administer"], via: ["removeTrustedPublisher("] },
  { file: "api/v1/skills/[slug]/undelete/route.ts", asks: ["manage:administer", "staff"], via: ["undeleteSkill(", "unhideSkill("] },
  { file: "api/v1/resolve/route.ts", asks: ["skill", "version:visible"], via: ["resolveByFingerprint(", "sight.shareable"] },
  { file: "api/skill/resolve/route.ts", asks: ["skill", "version:visible"], via: ["v1/resolve/route"], note: "the same handler as /api/v1/resolve" },
  { file: "api/cli/telemetry/install/route.ts", asks: ["skill", "account"], via: ["findCatalogSkill("] },
  { file: "api/v1/stars/[slug]/route.ts", asks: ["skill", "account"], via: ["starSkill(", "unstarSkill("] },
  { file: "api/cli/skill/delete/route.ts", asks: ["manage:administer"], via: ["deleteSkill("] },
  { file: "api/cli/skill/undelete/route.ts", asks: ["manage:administer"], via: ["undeleteSkill("] },

  // ── API: scans and verdicts of published versions ────────────────────────────────────────────
  { file: "api/v1/skills/-/scan/route.ts", asks: ["skill", "version:visible", "staff"], via: ["submitSkillScan("] },
  { file: "api/v1/skills/-/scan/[scanId]/route.ts", asks: ["skill", "version:visible"], via: ["getSkillScan("] },
  { file: "api/v1/skills/-/scan/[scanId]/download/route.ts", asks: ["skill", "version:visible"], via: ["getSkillScan("] },
  { file: "api/v1/skills/-/scan/download/[slug]/route.ts", asks: ["skill", "version:visible"], via: ["findSkillScan("] },
  { file: "api/v1/skills/-/security-verdicts/route.ts", asks: ["skill", "version:visible"], via: ["buildSecurityVerdicts("] },

  // ── API: lists, search, feeds ────────────────────────────────────────────────────────────────
  { file: "api/v1/skills/route.ts", asks: ["listed", "manage:publish"], via: ["listSkills(", "publishCliPayload("] },
  { file: "api/v1/search/route.ts", asks: ["listed", "readable"], via: ["searchCatalog(", "viewer: actor"] },
  { file: "api/search/route.ts", asks: ["listed"], via: ["v1/search/route"], note: "the same handler as /api/v1/search" },
  { file: "api/v1/trending/route.ts", asks: ["listed"], via: ["listSkills("] },
  { file: "api/v1/categories/route.ts", asks: ["listed"], via: ["listCategories("] },
  { file: "api/v1/changes/route.ts", asks: ["public-feed", "readable"], via: ["listChanges(", "reader: actor"] },
  { file: "api/v1/stars/route.ts", asks: ["account", "listed"], via: ["listStarredSkills("] },
  { file: "api/v1/transfers/[direction]/route.ts", asks: ["account", "publishers"], via: ["listTransfers("] },

  // ── API: publishing ──────────────────────────────────────────────────────────────────────────
  { file: "api/v1/skills/-/publish/route.ts", asks: ["manage:publish"], via: ["publishVersion("] },
  { file: "api/v1/skills/-/check/route.ts", asks: ["skill", "manage:publish"], via: ["checkPublication("] },
  { file: "api/cli/publish/route.ts", asks: ["manage:publish"], via: ["publishCliPayload("] },
  { file: "api/v1/skills/-/upload-url/route.ts", asks: ["account"], via: ["createUploadTicket("] },
  { file: "api/v1/skills/-/upload/[ticket]/route.ts", asks: ["account"], via: ["storeUpload("] },
  { file: "api/cli/upload-url/route.ts", asks: ["account"], via: ["createUploadTicket("] },
  {
    file: "api/v1/publish/token/mint/route.ts",
    asks: ["manage:administer"],
    via: ["mintPublishToken("],
    note: "the registration's creator must still administer the skill",
  },
  {
    file: "api/v1/github/webhook/route.ts",
    asks: ["manage:administer"],
    via: ["handleGithubWebhook("],
    note: "sync acts with its enabler's current rights (canActFor)",
  },
  { file: "api/v1/github/webhook/[hookId]/route.ts", asks: ["manage:administer"], via: ["handleGithubWebhook("] },

  // ── API: accounts, discovery, health ─────────────────────────────────────────────────────────
  { file: "api/v1/whoami/route.ts", asks: ["account"], via: ["getUserProfile("] },
  { file: "api/cli/whoami/route.ts", asks: ["account"], via: ['auth: "required"'] },
  { file: "api/cli/device/code/route.ts", asks: ["account"], via: ["startDeviceAuthorization("] },
  { file: "api/cli/device/token/route.ts", asks: ["account"], via: ["pollDeviceToken("] },
  { file: "api/auth/[...nextauth]/route.ts", asks: ["account"], via: [] },
  { file: "api/health/route.ts", asks: ["nothing"], via: [] },
  { file: "api/[...path]/route.ts", asks: ["nothing"], via: [] },
  { file: "api/v1/openapi.json/route.ts", asks: ["nothing"], via: [] },
  { file: ".well-known/clawhub.json/route.ts", asks: ["nothing"], via: [] },
  { file: ".well-known/clawdhub.json/route.ts", asks: ["nothing"], via: [] },
  { file: ".well-known/skillvault-keys.json/route.ts", asks: ["nothing"], via: [] },
];

/** The files under app/ that are entry points: what Next.js serves or runs on a request. */
export const ENTRY_FILE =
  /(^|\/)(route\.ts|page\.tsx|layout\.tsx|actions\.ts|sitemap\.ts|robots\.ts|opengraph-image\.tsx|twitter-image\.tsx|icon\.tsx|middleware\.ts|proxy\.ts)$/;
