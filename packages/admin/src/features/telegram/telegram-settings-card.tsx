import { type TelegramSettings, telegramWords } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { CircleAlertIcon, MessageCircleOffIcon } from "lucide-react";
import { AnswerAlert, ServerAnswer, TestSender } from "../../components/answer-alert.tsx";
import { DeveloperNote } from "../../components/developer-note.tsx";
import { Fact } from "../../components/fact-list.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { errorDescription } from "../../lib/api-error.ts";
import { formatDateTime, pluralize } from "../../lib/format.ts";
import { useSendTestTelegram, useTelegramSettings } from "./telegram-queries.ts";

const words = telegramWords.settings;

/** "Send a test message", reported in a live region with Telegram's answer. */
function SendTestMessage() {
  const test = useSendTestTelegram();
  let outcome = null;
  if (test.isPending) outcome = <p className="text-sm text-slate-600">{words.sendingTest}</p>;
  else if (test.isError) {
    outcome = (
      <AnswerAlert ok={false} title={words.testFailure}>
        {errorDescription(test.error, "")}
      </AnswerAlert>
    );
  } else if (test.data) {
    const { ok, answer } = test.data;
    outcome = (
      <AnswerAlert ok={ok} title={ok ? words.testSent : words.testRefused}>
        <ServerAnswer label={words.answer} answer={answer} />
      </AnswerAlert>
    );
  }
  return (
    <TestSender label={words.sendTest} pending={test.isPending} onSend={() => test.mutate()}>
      {outcome}
    </TestSender>
  );
}

function TelegramFacts({ view }: { view: TelegramSettings }) {
  const last = view.lastDelivery;
  return (
    <dl className="flex flex-col divide-y divide-slate-200">
      <Fact label={words.bot}>{view.bot ? `${view.bot.name} (@${view.bot.username})` : "—"}</Fact>
      <Fact label={words.group}>
        {view.chat?.title ?? words.groupUntitled}
        <span className="ml-2 font-mono text-xs text-slate-500">{view.chat?.id}</span>
      </Fact>
      <Fact label={words.lastMessage}>
        {last ? (
          <div className="flex flex-col gap-0.5">
            <span>
              {last.what}, {last.state === "sent" ? "posted" : "refused"} {formatDateTime(last.at)}
            </span>
            {last.answer ? (
              <code className="break-words font-mono text-xs text-slate-700">{last.answer}</code>
            ) : null}
          </div>
        ) : (
          words.noMessageYet
        )}
      </Fact>
      {view.waiting > 0 ? (
        <Fact label={words.waiting}>{pluralize(view.waiting, "message")} to post</Fact>
      ) : null}
      {view.failed > 0 ? (
        <Fact label={words.failed}>
          <span className="font-semibold text-red-800">
            {pluralize(view.failed, "message")} Telegram refused (see each lead)
          </span>
        </Fact>
      ) : null}
      <Fact label={words.linked}>
        {pluralize(view.linkedPeople, "person", "people")} linked their Telegram (in Account)
      </Fact>
    </dl>
  );
}

function TelegramSettingsBody() {
  const settings = useTelegramSettings();
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
  if (!view.enabled) {
    return (
      <Alert variant="info">
        <MessageCircleOffIcon aria-hidden />
        <AlertDescription>
          {words.off}
          <DeveloperNote>{words.offDeveloper}</DeveloperNote>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {view.problem ? (
        <Alert variant="warning">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>
            {words.problem}
            <code className="block break-words font-mono text-xs">{view.problem}</code>
          </AlertDescription>
        </Alert>
      ) : null}
      <TelegramFacts view={view} />
      <SendTestMessage />
    </div>
  );
}

/** Settings: the staff group's bot, its last message, and a test. */
export function TelegramSettingsCard() {
  return (
    <SettingsCard title={words.title} description={words.description}>
      <TelegramSettingsBody />
    </SettingsCard>
  );
}
