// Banners above the tabs when something about the skill or version needs saying first:
// moderation state (owners and moderators only see such skills), withdrawn or blocked versions,
// a suspicious verdict, or an older version than the latest.
import Link from "next/link";
import type { SkillPage } from "@/lib/catalog/get-skill-page";
import { Banner, textLink } from "@/app/_components/ui";
import { skillUrls } from "../_lib/load-skill";

const MODERATION_TEXT: Record<string, string> = {
  HELD: "This skill is held for review: its name looks like a popular skill's. Only you and moderators can see it until a moderator approves it.",
  HIDDEN: "Moderators hid this skill. Only its owner and moderators can see it.",
  AUTO_HIDDEN: "This skill was hidden automatically after several reports and waits for a moderator. Only its owner and moderators can see it.",
};

export function SkillNotices({ page, verdict = true }: { page: SkillPage; verdict?: boolean }) {
  const { skill, version } = page;
  const urls = skillUrls(page);
  const notices = [];
  if (skill.deletedAt)
    notices.push(
      <Banner key="deleted" tone="danger" title="Deleted">
        This skill was deleted; only its owner and moderators can see this page.
      </Banner>,
    );
  if (skill.moderation in MODERATION_TEXT) {
    notices.push(
      <Banner key="moderation" tone="warning" title="Not publicly listed" testId="moderation-notice">
        {MODERATION_TEXT[skill.moderation]}
        {skill.moderationReason && <> Reason: {skill.moderationReason}</>}
      </Banner>,
    );
  }
  if (!version) {
    notices.push(
      <Banner key="none" tone="warning" title="Nothing to install">
        This skill has no published versions.
      </Banner>,
    );
    return <div className="mt-3 space-y-3">{notices}</div>;
  }
  if (!page.latestVersion) {
    notices.push(
      <Banner key="uninstallable" tone="warning" title="No installable version">
        Every version of this skill is withdrawn or blocked.
      </Banner>,
    );
  }
  if (!verdict) {
    // the page itself explains the verdict
  } else if (version.status.state === "blocked" || version.status.state === "malicious") {
    notices.push(
      <Banner key="blocked" tone="danger" title={`v${version.version} is blocked`} testId="verdict-notice">
        {version.status.state === "blocked"
          ? version.mirror
            ? "This registry's policy blocked this mirrored version."
            : "A moderator blocked this version."
          : "The scanner judged this version malicious."}{" "}
        It cannot be installed and its files are not served. {page.privileged && version.blockedReason && <>Reason: {version.blockedReason}. </>}
        <Link href={urls.withVersion("/security")} className={textLink}>
          Read the findings
        </Link>
      </Banner>,
    );
  } else if (version.status.verdict === "suspicious") {
    notices.push(
      <Banner
        key="suspicious"
        tone="warning"
        title={version.status.reviewState === "PENDING" ? "Suspicious: waiting for a moderator" : "Suspicious"}
        testId="verdict-notice"
      >
        {version.scan.explanation}{" "}
        <Link href={urls.withVersion("/security")} className={textLink}>
          See the {version.scan.findingCount === 1 ? "finding" : `${version.scan.findingCount} findings`}
        </Link>
      </Banner>,
    );
  }
  if (version.status.state === "held" || version.status.state === "rejected") {
    notices.push(
      <Banner
        key="org-review"
        tone="warning"
        title={version.status.state === "held" ? `v${version.version} waits for review` : `v${version.version} was rejected`}
        testId="org-review-notice"
      >
        {version.status.state === "held"
          ? "The organisation holds suspicious versions for its owners' and admins' review: nobody else sees or installs it until one approves it in the review queue."
          : `An organisation admin rejected it${version.orgReviewReason ? `: ${version.orgReviewReason}` : "."} It is never served.`}
      </Banner>,
    );
  }
  if (version.status.state === "withdrawn") {
    notices.push(
      <Banner key="withdrawn" tone="warning" title={`v${version.version} was withdrawn`} testId="withdrawn-notice">
        The publisher withdrew this version{version.withdrawnReason ? `: ${version.withdrawnReason}` : "."} It is no longer offered for install.
      </Banner>,
    );
  }
  if (version.mirror) {
    const { mirror } = version;
    notices.push(
      <Banner key="mirror" tone="info" title="Mirrored" testId="mirror-notice">
        Fetched from <span className="font-mono">{mirror.url}</span> (mirror <span className="font-mono">{mirror.mirror}</span>), where it is{" "}
        <span className="font-mono">
          @{mirror.ownerHandle}/{mirror.slug}@{mirror.version}
        </span>
        , on {mirror.fetchedAt.slice(0, 10)}. It was validated and scanned here under this registry&apos;s own policy; the signed statement says so.
      </Banner>,
    );
  }
  if (urls.pinned && page.latestVersion) {
    notices.push(
      <Banner key="old" tone="info">
        You are viewing v{version.version}. The latest version is{" "}
        <Link href={urls.base} className={textLink}>
          v{page.latestVersion}
        </Link>
        .
      </Banner>,
    );
  }
  return notices.length ? <div className="mt-3 space-y-3">{notices}</div> : null;
}
