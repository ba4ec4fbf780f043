// What the owning org's team policy will do with this upload (docs/teams.md "Team policy"), as the
// server's check decided it (the publish page's check, the GitHub import preview): nothing for a
// plain publish, a notice for a hold or a refusal.
import type { PolicyPreview } from "@/lib/api-schemas/site-publish";
import { Banner } from "@/app/_components/ui/banner";

/** Each refusal code the policy answers: a title and what the author can do about it. */
const REFUSALS: Record<string, (org: string) => { title: string; next: string }> = {
  ORG_POLICY_FORBIDS_PUBLISH: (org) => ({
    title: `Your role cannot publish to @${org}`,
    next: `Ask an owner or admin of @${org} to publish it, or publish it under another owner.`,
  }),
  ORG_POLICY_FORBIDS_PUBLIC: (org) => ({
    title: `Your role cannot publish public skills to @${org}`,
    next: "Choose internal or private visibility.",
  }),
};

export function PolicyNotice({ policy, testId = "check-policy" }: { policy: PolicyPreview | null; testId?: string }) {
  if (!policy || policy.outcome === "publish") return null;
  const org = policy.ownerHandle;
  if (policy.outcome === "hold") {
    return (
      <Banner tone="warning" title={`This version will be held for review by @${org}'s admins`} testId={testId}>
        {policy.reason} Until then it is not served: only the org&apos;s owners and admins and you see it.
      </Banner>
    );
  }
  const refusal = REFUSALS[policy.code ?? ""]?.(org) ?? { title: `@${org}'s policy refuses this publish`, next: "" };
  return (
    <Banner tone="danger" title={refusal.title} testId={testId}>
      {policy.reason} ({policy.code}) {refusal.next}
    </Banner>
  );
}
