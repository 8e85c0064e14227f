import { accountMessages, PASSKEY_LIMIT } from "@app/contract";
import { KeyRoundIcon } from "lucide-react";
import { PasskeyUnavailableNote } from "../../components/passkey-unavailable-note.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { usePasskeysAvailable } from "../../lib/passkeys.ts";
import { type PasskeyRow, usePasskeys } from "./account-queries.ts";
import { AccountTime } from "./account-time.tsx";
import { AddPasskeyDialog } from "./add-passkey-dialog.tsx";
import { RemovePasskeyDialog } from "./remove-passkey-dialog.tsx";

function PasskeyItem({ passkey }: { passkey: PasskeyRow }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-4.5"
        >
          <KeyRoundIcon />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="font-semibold text-brand-900 wrap-anywhere">{passkey.name}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              Added <AccountTime iso={passkey.createdAt} as="day" />
            </span>
            <span>
              {passkey.lastUsedAt ? (
                <>
                  Last used <AccountTime iso={passkey.lastUsedAt} as="since" />
                </>
              ) : (
                "Never used"
              )}
            </span>
          </p>
        </div>
      </div>
      <div className="pl-12 sm:pl-0">
        <RemovePasskeyDialog passkey={passkey} />
      </div>
    </li>
  );
}

function PasskeysBody() {
  const available = usePasskeysAvailable();
  const passkeys = usePasskeys();
  if (!passkeys.data) {
    return (
      <SettingsQueryState
        query={passkeys}
        loading="Loading the passkeys"
        loadFailure="Failed to load the passkeys."
        rows={2}
      />
    );
  }
  const { items } = passkeys.data;
  const full = items.length >= PASSKEY_LIMIT;
  return (
    <div className="flex flex-col gap-4">
      {items.length > 0 ? (
        <ul
          aria-label="Passkeys"
          className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200"
        >
          {items.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-5 text-center text-sm text-slate-600">
          No passkeys yet.{available ? " Add one to sign in with a touch or a glance." : null}
        </p>
      )}
      {available ? (
        <div className="flex flex-col items-start gap-2">
          <AddPasskeyDialog disabled={full} />
          {full ? (
            <p className="text-sm text-slate-600">{accountMessages.passkeyLimit(PASSKEY_LIMIT)}</p>
          ) : null}
        </div>
      ) : (
        <PasskeyUnavailableNote />
      )}
    </div>
  );
}

/** Passkeys: sign in with the device's fingerprint, face or PIN instead of password and code. */
export function PasskeysCard() {
  return (
    <SettingsCard
      title="Passkeys"
      description="Sign in with your fingerprint, face or device PIN instead of the password and code."
    >
      <PasskeysBody />
    </SettingsCard>
  );
}
