import type { TotpStatus } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { RefreshCwIcon, ShieldCheckIcon, ShieldOffIcon, TriangleAlertIcon } from "lucide-react";
import { Fact } from "../../components/fact-list.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { pluralize } from "../../lib/format.ts";
import { useTotpStatus } from "./account-queries.ts";
import { useRecoveryCodesDialog } from "./recovery-codes.tsx";
import { DisableTotpDialog, RenewRecoveryCodesDialog } from "./totp-confirm-dialog.tsx";
import { TotpSetupDialog } from "./totp-setup-dialog.tsx";

/** At or below this many unused recovery codes, the card suggests making new ones. */
const FEW_CODES_LEFT = 3;

function TwoStepOn({ codesLeft }: { codesLeft: number }) {
  const few = codesLeft <= FEW_CODES_LEFT;
  return (
    <div className="flex flex-col gap-5">
      <dl className="flex flex-col divide-y divide-slate-200">
        <Fact label="Status">
          <Badge variant="accent">
            <ShieldCheckIcon className="size-3.5" aria-hidden />
            On
          </Badge>
          <p className="mt-1 text-slate-600">
            Signing in asks for a code from your authenticator app after the password.
          </p>
        </Fact>
        <Fact label="Recovery codes">
          <span className={few ? "font-semibold text-amber-900" : undefined}>
            {pluralize(codesLeft, "recovery code")} left
          </span>
        </Fact>
      </dl>
      {few ? (
        <Alert variant="warning" role="status">
          <TriangleAlertIcon aria-hidden />
          <AlertDescription>
            {codesLeft === 0
              ? "No recovery codes are left: if you lose your phone, you cannot sign in. Make new ones now."
              : "Few recovery codes are left. Make new ones before they run out."}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <RenewRecoveryCodesDialog icon={RefreshCwIcon} />
        <DisableTotpDialog icon={ShieldOffIcon} />
      </div>
    </div>
  );
}

function TwoStepOff({ onSetUp }: { onSetUp: () => void }) {
  return (
    <div className="flex flex-col gap-5">
      <dl>
        <Fact label="Status">
          <Badge variant="neutral">Off</Badge>
          <p className="mt-1 text-slate-600">
            Add a code from an authenticator app on your phone to the password, so a stolen password
            alone cannot get in.
          </p>
        </Fact>
      </dl>
      <div>
        <Button onClick={onSetUp}>
          <ShieldCheckIcon aria-hidden />
          Set up
        </Button>
      </div>
    </div>
  );
}

function TwoStepBody() {
  const status = useTotpStatus();
  const setup = useRecoveryCodesDialog();
  if (!status.data) {
    return (
      <SettingsQueryState
        query={status}
        loading="Loading two-step sign-in"
        loadFailure="Failed to load the two-step sign-in status."
        rows={2}
      />
    );
  }
  const { enabled, recoveryCodesLeft }: TotpStatus = status.data;
  return (
    <>
      {enabled ? (
        <TwoStepOn codesLeft={recoveryCodesLeft} />
      ) : (
        <TwoStepOff onSetUp={() => setup.onOpenChange(true)} />
      )}
      <TotpSetupDialog dialog={setup} />
    </>
  );
}

/** Two-step sign-in: on or off, its recovery codes, and the ways to change either. */
export function TwoStepCard() {
  return (
    <SettingsCard
      title="Two-step sign-in"
      description="A code from your phone as well as the password when you sign in."
    >
      <TwoStepBody />
    </SettingsCard>
  );
}
