import { type TelegramLinkCode, type TelegramLinkState, telegramWords } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import {
  ExternalLinkIcon,
  Link2Icon,
  Loader2Icon,
  MessageCircleOffIcon,
  UnlinkIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Fact } from "../../components/fact-list.tsx";
import { SettingsCard, SettingsQueryState } from "../../components/settings-card.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";
import {
  useMakeTelegramCode,
  useTelegramLink,
  useUnlinkTelegram,
} from "./telegram-link-queries.ts";

const words = telegramWords.link;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** The code to send the bot, with a link that sends it for you from Telegram. */
function CodeToSend({ made }: { made: TelegramLinkCode }) {
  const deepLink = made.botUsername
    ? `https://t.me/${made.botUsername}?start=${encodeURIComponent(made.code)}`
    : undefined;
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <p className="text-sm text-slate-800">{words.sendCode(made.botUsername, made.code)}</p>
      <p className="flex flex-wrap items-baseline gap-2">
        <span className="text-sm text-slate-600">{words.codeLabel}:</span>
        <code className="select-all rounded bg-white px-2 py-1 font-mono text-lg font-semibold tracking-widest text-slate-900">
          {made.code}
        </code>
      </p>
      {deepLink ? (
        <Button asChild className="self-start">
          <a href={deepLink} target="_blank" rel="noopener noreferrer">
            <ExternalLinkIcon aria-hidden />
            {words.openTelegram}
          </a>
        </Button>
      ) : null}
      <p className="text-xs text-slate-600">{words.expires(timeOf(made.expiresAt))}</p>
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Loader2Icon className="size-4 animate-spin" aria-hidden />
        {words.waitingForTelegram}
      </p>
    </div>
  );
}

function LinkBody({
  state,
  made,
  expired,
  onMade,
}: {
  state: TelegramLinkState;
  made: TelegramLinkCode | undefined;
  expired: boolean;
  onMade: (made: TelegramLinkCode | undefined) => void;
}) {
  const makeCode = useMakeTelegramCode();
  const unlink = useUnlinkTelegram();
  if (!state.enabled) {
    return (
      <Alert variant="info">
        <MessageCircleOffIcon aria-hidden />
        <AlertDescription>{words.off}</AlertDescription>
      </Alert>
    );
  }
  if (state.linked) {
    const linked = state.linked;
    return (
      <div className="flex flex-col gap-5">
        <dl>
          <Fact label={words.linkedAs}>
            <Badge variant="accent">{linked.telegramName}</Badge>
            <span className="ml-2 text-slate-600">
              {words.since} {formatDateTime(linked.linkedAt)}
            </span>
          </Fact>
        </dl>
        <Button
          variant="outline"
          className="self-start"
          disabled={unlink.isPending}
          onClick={() =>
            unlink.mutate(undefined, {
              onSuccess: () => notifySuccess({ title: words.unlinked }),
              onError: (error) => notifyFailure(words.unlinkFailure, error, ""),
            })
          }
        >
          {unlink.isPending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <UnlinkIcon aria-hidden />
          )}
          {words.unlink}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <dl>
        <Fact label="Status">
          <Badge variant="neutral">{words.notYet}</Badge>
        </Fact>
      </dl>
      {made ? <CodeToSend made={made} /> : null}
      {expired ? (
        <p role="status" className="text-sm text-amber-900">
          {words.expired}
        </p>
      ) : null}
      <Button
        variant={made ? "outline" : "primary"}
        className="self-start"
        disabled={makeCode.isPending}
        onClick={() =>
          makeCode.mutate(undefined, {
            onSuccess: onMade,
            onError: (error) => notifyFailure(words.makeFailure, error, ""),
          })
        }
      >
        {makeCode.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <Link2Icon aria-hidden />
        )}
        {makeCode.isPending ? words.making : made ? words.newCode : words.link}
      </Button>
    </div>
  );
}

/** Account: link this person's Telegram, so the group's buttons act as them. */
export function TelegramLinkCard() {
  const [made, setMade] = useState<TelegramLinkCode>();
  const [expired, setExpired] = useState(false);
  const link = useTelegramLink(made !== undefined);
  const linked = link.data?.linked;
  useEffect(() => {
    if (made && linked) {
      setMade(undefined);
      notifySuccess({ title: words.linkedNow });
    }
  }, [made, linked]);
  // A code is good for ten minutes: then the card stops asking and says to make another.
  useEffect(() => {
    if (!made) return;
    const timer = setTimeout(
      () => {
        setMade(undefined);
        setExpired(true);
      },
      Math.max(0, Date.parse(made.expiresAt) - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [made]);
  const onMade = (code: TelegramLinkCode | undefined) => {
    setExpired(false);
    setMade(code);
  };
  return (
    <SettingsCard title={words.title} description={words.description}>
      {link.data ? (
        <LinkBody state={link.data} made={made} expired={expired} onMade={onMade} />
      ) : (
        <SettingsQueryState query={link} loading={words.loading} loadFailure={words.loadFailure} />
      )}
    </SettingsCard>
  );
}
