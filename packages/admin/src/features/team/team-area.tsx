import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { UsersIcon } from "lucide-react";
import { EmptyState } from "../../components/list-states.tsx";
import { SettingsQueryState } from "../../components/settings-card.tsx";
import { InviteDialog } from "./invite-dialog.tsx";
import { MemberRow } from "./member-row.tsx";
import { useTeam } from "./team-queries.ts";

/** The team (the owner's area): who may sign in, as what, and the invitations not yet used. */
export function TeamArea() {
  const team = useTeam();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Team</CardTitle>
          <CardDescription>
            Who may sign in to this admin, and what each role may do. Invite someone to give them an
            account of their own.
          </CardDescription>
        </div>
        <InviteDialog />
      </CardHeader>
      <CardContent>
        <SettingsQueryState
          query={team}
          loading="Loading the team"
          loadFailure="Failed to load the team."
        />
        {team.data?.length === 0 ? (
          <EmptyState icon={UsersIcon} title="Nobody yet" text="Invite someone to start a team." />
        ) : null}
        {team.data && team.data.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label="Team members">
            {team.data.map((row) => (
              <MemberRow key={row.id} row={row} />
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
