// /admin/mirrors for a signed-in account that is not an administrator: a 403 that says what the
// page is and who configures it.
import type { Metadata } from "next";
import { StaffOnlyNotice } from "@/app/_components/staff-only-notice";

export const metadata: Metadata = { title: "Administrators only", robots: { index: false } };

export default function MirrorsForbidden() {
  return (
    <StaffOnlyNotice title="Administrators only" testId="mirrors-forbidden">
      Mirrors of other registries are configured by this registry&apos;s administrators. Mirrored skills themselves are listed with all the others.
    </StaffOnlyNotice>
  );
}
