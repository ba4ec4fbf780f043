// /moderation for a signed-in account that is not a moderator: a 403 that says what the page is
// and what to do instead (report a skill from its page).
import type { Metadata } from "next";
import { StaffOnlyNotice } from "@/app/_components/staff-only-notice";

export const metadata: Metadata = { title: "Moderators only", robots: { index: false } };

export default function ModerationForbidden() {
  return (
    <StaffOnlyNotice title="Moderators only" testId="moderation-forbidden">
      This is Skillvault&apos;s moderation queue, and your account is not a moderator. To flag a skill, use Report on its page. Moderators are appointed by the
      registry&apos;s operators.
    </StaffOnlyNotice>
  );
}
