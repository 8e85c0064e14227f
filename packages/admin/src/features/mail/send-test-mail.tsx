import { leadMailMessages, mailSettingsMessages } from "@app/contract";
import { AnswerAlert, ServerAnswer, TestSender } from "../../components/answer-alert.tsx";
import { errorDescription } from "../../lib/api-error.ts";
import { useSendTestMail } from "./mail-queries.ts";

const words = leadMailMessages.settings;

/** What the last test reported, or nothing yet. */
function TestOutcome({ test }: { test: ReturnType<typeof useSendTestMail> }) {
  if (test.isPending) return <p className="text-sm text-slate-600">{words.sendingTest}</p>;
  if (test.isError) {
    return (
      <AnswerAlert ok={false} title={leadMailMessages.testFailure}>
        {errorDescription(test.error, "")}
      </AnswerAlert>
    );
  }
  if (!test.data) return null;
  const { ok, answer, recipients, reason } = test.data;
  return (
    <AnswerAlert ok={ok} title={ok ? leadMailMessages.testSent : leadMailMessages.testRefused}>
      <p>{mailSettingsMessages.testReasons[reason]}</p>
      <ServerAnswer label={words.testAnswer} answer={answer} />
      {ok ? <p className="break-words">{words.testRecipients(recipients)}</p> : null}
    </AnswerAlert>
  );
}

/**
 * "Send a test e-mail": sent at once (not through the outbox) and reported here, with the mail
 * server's own answer. The report sits in a live region, so it is read out when it comes.
 */
export function SendTestMail() {
  const test = useSendTestMail();
  return (
    <TestSender label={words.sendTest} pending={test.isPending} onSend={() => test.mutate()}>
      <TestOutcome test={test} />
    </TestSender>
  );
}
