import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { CircleAlertIcon, CircleCheckIcon, Loader2Icon, SendIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a test (an e-mail, a Telegram message) came to: done or refused, in a titled alert. */
export function AnswerAlert({
  ok,
  title,
  children,
}: {
  ok: boolean;
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert variant={ok ? "success" : "destructive"}>
      {ok ? <CircleCheckIcon aria-hidden /> : <CircleAlertIcon aria-hidden />}
      <div className="flex min-w-0 flex-col gap-1">
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription className="flex flex-col gap-1">{children}</AlertDescription>
      </div>
    </Alert>
  );
}

/** The other server's own words on a line of their own, wrapping at spaces like the text around them. */
export function ServerAnswer({ label, answer }: { label: string; answer: string }) {
  return (
    <p>
      {label}
      <code className="block break-words font-mono text-xs">{answer}</code>
    </p>
  );
}

/**
 * A "Send a test…" button with its report below in a live region, read out when it comes: sent
 * at once (not through a queue), answered in the other server's words.
 */
export function TestSender({
  label,
  pending,
  onSend,
  children,
}: {
  label: string;
  pending: boolean;
  onSend: () => void;
  /** The report: the pending line, or what the test came to. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" disabled={pending} onClick={onSend}>
        {pending ? <Loader2Icon className="animate-spin" aria-hidden /> : <SendIcon aria-hidden />}
        {label}
      </Button>
      <div role="status" className="w-full empty:hidden">
        {children}
      </div>
    </div>
  );
}
