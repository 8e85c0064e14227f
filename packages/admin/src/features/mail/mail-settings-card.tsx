import { leadMailMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { MailXIcon } from "lucide-react";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { useMailSettings } from "./mail-queries.ts";
import { MailSettingsFacts, RetentionFact } from "./mail-settings-facts.tsx";
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
  const { server } = settings.data;
  if (!settings.data.enabled || !server) {
    return (
      <div className="flex flex-col gap-4">
        <Alert variant="info">
          <MailXIcon aria-hidden />
          <AlertDescription>{leadMailMessages.mailOff}</AlertDescription>
        </Alert>
        <dl>
          <RetentionFact days={settings.data.retentionDays} />
        </dl>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <MailSettingsFacts settings={{ ...settings.data, server }} />
      <SendTestMail />
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
