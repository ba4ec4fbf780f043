// Invitations to organisations waiting for the signed-in account: accept or decline each.
import { ResultActionForm } from "@/app/_components/publish/result-action-form-client";
import { Card } from "@/app/_components/ui";
import { SubmitButton } from "@/app/_components/ui/submit-button-client";
import { answerInvitationAction } from "../[owner]/-/members/actions";

type Invitation = { id: string; role: string; expiresAt: Date; org: { handle: string; displayName: string | null } };

export function InvitationList({ items }: { items: Invitation[] }) {
  return (
    <Card title="Organisation invitations" testId="org-invitations">
      <ul className="space-y-3">
        {items.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3">
            <span>
              @{invitation.org.handle} invites you as <strong>{invitation.role}</strong>
            </span>
            <span className="flex gap-2">
              <ResultActionForm action={answerInvitationAction} label={`Accept ${invitation.org.handle}`}>
                <input type="hidden" name="id" value={invitation.id} />
                <input type="hidden" name="accept" value="true" />
                <SubmitButton pendingText="Joining…">Accept</SubmitButton>
              </ResultActionForm>
              <ResultActionForm action={answerInvitationAction} label={`Decline ${invitation.org.handle}`}>
                <input type="hidden" name="id" value={invitation.id} />
                <input type="hidden" name="accept" value="false" />
                <SubmitButton pendingText="Declining…">Decline</SubmitButton>
              </ResultActionForm>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
