import { leadMailMessages } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@app/ui/components/card";
import { Skeleton } from "@app/ui/components/skeleton";
import { MailXIcon } from "lucide-react";
import { useId } from "react";
import { LoadError } from "../../components/list-states.tsx";
import { useMailSettings } from "./mail-queries.ts";
import { MailSettingsFacts, RetentionFact } from "./mail-settings-facts.tsx";
import { SendTestMail } from "./send-test-mail.tsx";

const words = leadMailMessages.settings;

function MailSettingsBody() {
  const settings = useMailSettings();
  if (settings.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={words.loading}>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <LoadError
        error={settings.error}
        fallback={words.loadFailure}
        onRetry={() => settings.refetch()}
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
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{words.title}</CardTitle>
        <CardDescription>{words.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <MailSettingsBody />
      </CardContent>
    </Card>
  );
}
