import { ROLE_NAMES, ROLES, type Role } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { NativeSelect } from "@app/ui/components/native-select";
import { toast } from "@app/ui/lib/toast-store";
import { BanIcon, RotateCcwIcon, Trash2Icon, UndoIcon } from "lucide-react";
import { useId, useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Fact } from "../../components/fact-list.tsx";
import { RefusalAlert } from "../../components/refusal-alert.tsx";
import { RecoveryDialog } from "./recovery-dialog.tsx";
import {
  type TeamRow,
  useChangeMember,
  useRemoveMember,
  useUnlinkMemberTelegram,
} from "./team-queries.ts";
import { lastSignInText, roleName, signInWaysText, statusText } from "./team-words.ts";

/** Remove a person, or withdraw an invitation, after a confirmation. */
function RemoveMember({ row, onDone }: { row: TeamRow; onDone: (error?: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const invited = row.status === "invited";
  const who = row.name || row.email;
  const action = invited ? "Withdraw invitation" : "Remove";
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {invited ? <UndoIcon aria-hidden /> : <Trash2Icon aria-hidden />}
          {invited ? "Withdraw" : "Remove"}
          <span className="sr-only"> {who}</span>
        </Button>
      }
      title={invited ? `Withdraw the invitation for ${row.email}?` : `Remove ${who}?`}
      description={
        invited
          ? "The link stops working. You can invite them again later."
          : "They are signed out everywhere and can no longer sign in. What they changed stays, and the activity log keeps their name."
      }
      icon={<Trash2Icon aria-hidden />}
      action={action}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(row.id, {
          onSuccess: () => {
            setOpen(false);
            toast({
              title: invited ? "Invitation withdrawn" : "Removed from the team",
              description: row.email,
              variant: "success",
            });
            onDone();
          },
          onError: (error) => {
            setOpen(false);
            onDone(error);
          },
        })
      }
    />
  );
}

/**
 * One person on the team (or an invitation): who, their role in words, status, how they sign
 * in, and what the owner may do. A refusal (the last owner) shows here, beside the person.
 */
export function MemberRow({ row }: { row: TeamRow }) {
  const id = useId();
  const change = useChangeMember();
  const unlinkTelegram = useUnlinkMemberTelegram();
  const [refusal, setRefusal] = useState<unknown>();
  const invited = row.status === "invited";
  const disabled = row.status === "disabled";
  const send = (patch: { role?: Role; disabled?: boolean }) => {
    setRefusal(undefined);
    change.mutate({ id: row.id, change: patch }, { onError: setRefusal });
  };
  const who = row.name || row.email;

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-brand-900 wrap-anywhere">{row.name || row.email}</p>
          {row.name ? <p className="text-sm text-slate-600 wrap-anywhere">{row.email}</p> : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant="brand">{roleName(row.role)}</Badge>
          <Badge variant={row.status === "active" ? "accent" : "neutral"}>{statusText(row)}</Badge>
        </div>
      </div>
      <dl className="divide-y divide-slate-100">
        <Fact label="Last sign-in">{lastSignInText(row)}</Fact>
        <Fact label="Signs in with">{signInWaysText(row)}</Fact>
        {invited ? null : (
          <Fact label="Telegram">
            <span className="inline-flex flex-wrap items-center gap-2">
              {row.telegramName ?? "Not linked"}
              {row.telegramName ? (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={unlinkTelegram.isPending}
                  onClick={() => {
                    setRefusal(undefined);
                    unlinkTelegram.mutate(row.id, { onError: setRefusal });
                  }}
                >
                  Unlink<span className="sr-only"> {who}'s Telegram</span>
                </Button>
              ) : null}
            </span>
          </Fact>
        )}
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        {invited ? null : (
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-role`} className="text-sm font-medium text-slate-700">
              Role<span className="sr-only"> of {who}</span>
            </label>
            <NativeSelect
              id={`${id}-role`}
              value={row.role}
              disabled={change.isPending}
              onChange={(e) => send({ role: e.target.value as Role })}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_NAMES[role]}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {invited ? null : (
          <Button
            variant="outline"
            size="sm"
            disabled={change.isPending}
            onClick={() => send({ disabled: !disabled })}
          >
            {disabled ? <RotateCcwIcon aria-hidden /> : <BanIcon aria-hidden />}
            {disabled ? "Enable" : "Disable"}
            <span className="sr-only"> {who}</span>
          </Button>
        )}
        {row.status === "active" ? <RecoveryDialog row={row} /> : null}
        <RemoveMember row={row} onDone={setRefusal} />
      </div>
      {refusal ? (
        <RefusalAlert
          error={refusal}
          fallback={"The change could not be made. Please try again."}
        />
      ) : null}
    </li>
  );
}
