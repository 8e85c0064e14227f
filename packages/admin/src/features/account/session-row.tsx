import { describeUserAgent } from "@app/contract";
import { Badge } from "@app/ui/components/badge";
import { Button } from "@app/ui/components/button";
import { cn } from "@app/ui/lib/cn";
import {
  GlobeIcon,
  Loader2Icon,
  LogInIcon,
  LogOutIcon,
  MonitorIcon,
  SmartphoneIcon,
  TimerIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import type { SessionRow as Session } from "./account-queries.ts";
import { AccountTime } from "./account-time.tsx";

const PHONE = /\b(iPhone|Android|iPad)\b/;

/** One small fact after its icon; a screen reader hears what it is instead. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <span className="inline-flex min-w-0 max-w-full items-baseline gap-1.5">
      <span aria-hidden className="relative top-0.5 shrink-0 text-slate-400 [&_svg]:size-3.5">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      <span className="min-w-0 wrap-anywhere">{children}</span>
    </span>
  );
}

/**
 * A browser or app signed in to this account: what and where it is, when it was last used and
 * when it signed in. The current one is badged and cannot be ended here (Logout does that).
 */
export function SessionRow({
  session,
  ending,
  onEnd,
}: {
  session: Session;
  ending: boolean;
  onEnd: () => void;
}) {
  const device = describeUserAgent(session.userAgent);
  const Icon = PHONE.test(device) ? SmartphoneIcon : MonitorIcon;
  return (
    <li
      className={cn(
        "flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between",
        session.current && "bg-brand-50/50",
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 [&_svg]:size-4.5"
        >
          <Icon />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-brand-900" title={session.userAgent ?? undefined}>
              {device}
            </span>
            {session.current ? <Badge variant="accent">This device</Badge> : null}
          </p>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <Fact icon={<GlobeIcon />} label="Address">
              <span className="tabular-nums">{session.ip ?? "Unknown address"}</span>
            </Fact>
            <Fact icon={<TimerIcon />} label="Activity">
              {/* The list was asked for from here, so this one is in use right now. */}
              {session.current ? (
                "Active now"
              ) : (
                <>
                  Last active <AccountTime iso={session.lastSeenAt} as="since" />
                </>
              )}
            </Fact>
            <Fact icon={<LogInIcon />} label="Sign-in">
              Signed in <AccountTime iso={session.createdAt} as="day" />
            </Fact>
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="ml-12 shrink-0 self-start sm:ml-0 sm:self-center"
          disabled={ending}
          onClick={onEnd}
        >
          {ending ? (
            <Loader2Icon className="animate-spin" aria-hidden />
          ) : (
            <LogOutIcon aria-hidden />
          )}
          End session
          <span className="sr-only"> ({device})</span>
        </Button>
      )}
    </li>
  );
}
