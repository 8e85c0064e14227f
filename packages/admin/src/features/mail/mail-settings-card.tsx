import { leadMailMessages, mailSettingsMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { KeyRoundIcon, MailXIcon, ServerCogIcon } from "lucide-react";
import { DeveloperNote } from "../../components/developer-note.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { useMailSettings } from "./mail-queries.ts";
import { MailSettingsFacts, OutboxFact, RetentionFact } from "./mail-settings-facts.tsx";
import { MailSettingsForm } from "./mail-settings-form.tsx";
import { SendTestMail } from "./send-test-mail.tsx";

const words = leadMailMessages.settings;

function MailSettingsBody() {
  const settings = useMailSettings();
  if (!settings.data) {
    return (
      <SettingsQueryState
        query={settings}
        loading={words.loading}
        loadFailure={words.loadFailure}
      />
    );
  }
  const view = settings.data;
  const { server } = view;

  // The server's own mail configuration wins: shown as they are, read-only (never the password).
  if (view.source === "environment" && server) {
    return (
      <div className="flex flex-col gap-6">
        <Alert variant="info">
          <ServerCogIcon aria-hidden />
          <AlertDescription>
            {mailSettingsMessages.fromEnvironment}
            <DeveloperNote>{mailSettingsMessages.developer.fromEnvironment}</DeveloperNote>
          </AlertDescription>
        </Alert>
        <MailSettingsFacts settings={{ ...view, server }} />
        <SendTestMail />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {view.saved?.passwordUnreadable ? (
        <Alert variant="warning">
          <KeyRoundIcon aria-hidden />
          <AlertDescription>{mailSettingsMessages.passwordUnreadable}</AlertDescription>
        </Alert>
      ) : !view.enabled ? (
        <Alert variant="info">
          <MailXIcon aria-hidden />
          <AlertDescription>{leadMailMessages.mailOffBelow}</AlertDescription>
        </Alert>
      ) : null}
      {view.canStorePassword ? null : (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-600">{mailSettingsMessages.noKey}</p>
          <DeveloperNote>{mailSettingsMessages.developer.noKey}</DeveloperNote>
        </div>
      )}
      <MailSettingsForm
        // A new answer from the server (a save, another tab's) starts the form from it.
        key={JSON.stringify(view.saved)}
        view={view}
      />
      {view.enabled ? <SendTestMail /> : null}
      <dl className="flex flex-col divide-y divide-slate-200 border-t border-slate-200 pt-3">
        {view.enabled ? <OutboxFact {...view.outbox} /> : null}
        <RetentionFact days={view.retentionDays} />
      </dl>
    </div>
  );
}

/** Settings: where quote requests and contact messages are e-mailed, and a test of it. */
export function MailSettingsCard() {
  return (
    <SettingsCard title={words.title} description={words.description}>
      <MailSettingsBody />
    </SettingsCard>
  );
}
