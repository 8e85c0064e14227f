import { leadMailMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import { InboxIcon } from "lucide-react";
import { useAdminContext } from "../../admin-context.tsx";
import { Fact } from "../../components/fact-list.tsx";
import { areaAddress } from "../../lib/admin-address.ts";
import { useNavigate } from "../../lib/navigation.ts";
import { FAILED_EMAILS_FILTER } from "../../lib/ui-state.ts";
import type { MailSettingsView } from "./mail-queries.ts";

const words = leadMailMessages.settings;

/** host:port, with an IPv6 address in brackets as a URL writes it. */
const serverAddress = (host: string, port: number) =>
  `${host.includes(":") ? `[${host}]` : host}:${port}`;

/** How long messages are kept: applies whether e-mail is on or off. */
export function RetentionFact({ days }: { days: number | null }) {
  return (
    <Fact label={words.retention}>
      {days === null ? words.keptForever : words.retentionDays(days)}
    </Fact>
  );
}

export function OutboxFact({ waiting, failed }: MailSettingsView["outbox"]) {
  const { uiStore } = useAdminContext();
  const navigate = useNavigate();
  const openFailed = () => {
    uiStore.set({ inboxFilter: FAILED_EMAILS_FILTER });
    navigate(areaAddress("inbox"));
  };
  return (
    <Fact label={words.outbox}>
      <p>
        {words.waiting(waiting)}
        <span aria-hidden className="px-2 text-slate-400">
          ·
        </span>
        <span className={cn(failed > 0 && "font-semibold text-cta-700")}>
          {words.failed(failed)}
        </span>
      </p>
      {failed > 0 ? (
        <div className="mt-2 flex flex-col items-start gap-2">
          <p className="text-slate-600">{words.failedHint}</p>
          <Button size="sm" variant="outline" onClick={openFailed}>
            <InboxIcon aria-hidden />
            {words.openInbox}
          </Button>
        </div>
      ) : null}
    </Fact>
  );
}

/** Where lead e-mails go and how, as the server's configuration sets them: never the password. */
export function MailSettingsFacts({
  settings,
}: {
  settings: MailSettingsView & { server: NonNullable<MailSettingsView["server"]> };
}) {
  const { server } = settings;
  return (
    <dl className="flex flex-col divide-y divide-slate-200">
      <Fact label={words.server}>
        <p className="break-words font-mono text-sm">{serverAddress(server.host, server.port)}</p>
        <p className="mt-0.5 break-words text-slate-600">
          {words.security[server.security]}
          <span aria-hidden className="px-2 text-slate-400">
            ·
          </span>
          {words.login(server.user)}
        </p>
      </Fact>
      {settings.from ? (
        <Fact label={words.from}>
          <span className="break-words">{settings.from}</span>
        </Fact>
      ) : null}
      <Fact label={words.recipients}>
        <ul className="flex flex-col gap-0.5">
          {settings.recipients.map((recipient) => (
            <li key={recipient} className="break-words">
              {recipient}
            </li>
          ))}
        </ul>
      </Fact>
      <OutboxFact {...settings.outbox} />
      <RetentionFact days={settings.retentionDays} />
    </dl>
  );
}
