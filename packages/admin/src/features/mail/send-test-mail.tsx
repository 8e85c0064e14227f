import { leadMailMessages, mailSettingsMessages } from "@app/contract";
import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { CircleAlertIcon, CircleCheckIcon, Loader2Icon, SendIcon } from "lucide-react";
import { errorDescription } from "../../lib/api-error.ts";
import { useSendTestMail } from "./mail-queries.ts";

const words = leadMailMessages.settings;

/** The server's own words on a line of their own, wrapping at spaces like the text around them. */
function ServerAnswer({ answer }: { answer: string }) {
  return (
    <p>
      {words.testAnswer}
      <code className="block break-words font-mono text-xs">{answer}</code>
    </p>
  );
}

/** What the last test reported, or nothing yet. */
function TestOutcome({ test }: { test: ReturnType<typeof useSendTestMail> }) {
  if (test.isPending) return <p className="text-sm text-slate-600">{words.sendingTest}</p>;
  if (test.isError) {
    return (
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden />
        <div className="flex min-w-0 flex-col gap-1">
          <AlertTitle>{leadMailMessages.testFailure}</AlertTitle>
          <AlertDescription>{errorDescription(test.error, "")}</AlertDescription>
        </div>
      </Alert>
    );
  }
  if (!test.data) return null;
  const { ok, answer, recipients, reason } = test.data;
  const plainWords = mailSettingsMessages.testReasons[reason];
  return ok ? (
    <Alert variant="success">
      <CircleCheckIcon aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <AlertTitle>{leadMailMessages.testSent}</AlertTitle>
        <AlertDescription className="flex flex-col gap-1">
          <p>{plainWords}</p>
          <ServerAnswer answer={answer} />
          <p className="break-words">{words.testRecipients(recipients)}</p>
        </AlertDescription>
      </div>
    </Alert>
  ) : (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <div className="flex min-w-0 flex-col gap-1">
        <AlertTitle>{leadMailMessages.testRefused}</AlertTitle>
        <AlertDescription className="flex flex-col gap-1">
          <p>{plainWords}</p>
          <ServerAnswer answer={answer} />
        </AlertDescription>
      </div>
    </Alert>
  );
}

/**
 * "Send a test e-mail": sent at once (not through the outbox) and reported here, with the mail
 * server's own answer. The report sits in a live region, so it is read out when it comes.
 */
export function SendTestMail() {
  const test = useSendTestMail();
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>
        {test.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <SendIcon aria-hidden />
        )}
        {words.sendTest}
      </Button>
      <div role="status" className="w-full empty:hidden">
        <TestOutcome test={test} />
      </div>
    </div>
  );
}
