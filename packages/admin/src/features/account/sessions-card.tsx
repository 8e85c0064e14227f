import { describeUserAgent } from "@app/contract";
import { toast } from "@app/ui/lib/toast-store";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { notifyFailure } from "../../lib/notify.ts";
import { type SessionRow as Session, useEndSession, useSessions } from "./account-queries.ts";
import { EndOtherSessions } from "./end-other-sessions.tsx";
import { SessionRow } from "./session-row.tsx";
import { SignOutEverywhere } from "./sign-out-everywhere.tsx";

/** This device first, then the most recently used. */
const byRecentUse = (a: Session, b: Session) =>
  Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt);

function SessionsBody() {
  const sessions = useSessions();
  const endSession = useEndSession();
  if (!sessions.data) {
    return (
      <SettingsQueryState
        query={sessions}
        loading="Loading where you're signed in"
        loadFailure="Failed to load the sessions."
        rows={2}
      />
    );
  }
  const rows = [...sessions.data.items].sort(byRecentUse);
  const end = (session: Session) =>
    endSession.mutate(session.id, {
      onSuccess: () =>
        toast({
          title: "Session ended",
          description: `${describeUserAgent(session.userAgent)} will have to sign in again.`,
          variant: "success",
        }),
      onError: (error) => notifyFailure("Could not end the session", error, "Please try again."),
    });
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label="Signed-in devices"
        className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200"
      >
        {rows.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={endSession.isPending && endSession.variables === session.id}
            onEnd={() => end(session)}
          />
        ))}
      </ul>
      <EndOtherSessions others={rows.filter((s) => !s.current).length} />
      <SignOutEverywhere />
    </div>
  );
}

/** Every browser and app signed in to this account, and ending them. */
export function SessionsCard() {
  return (
    <SettingsCard
      title="Where you're signed in"
      description="The browsers and apps signed in to this account. End any you don't recognise."
    >
      <SessionsBody />
    </SettingsCard>
  );
}
