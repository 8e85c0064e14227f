import { Button } from "@app/ui/components/button";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { copyText } from "../lib/clipboard.ts";
import { notifyFailure } from "../lib/notify.ts";

const CONFIRM_MS = 2000;

/** Copies text, then says "Copied" for a moment (a live region, so it is heard too). */
export function CopyButton({
  text,
  label,
  failure,
}: {
  text: string;
  label: string;
  /** What to do instead when the browser refuses: "Select the key and copy it by hand." */
  failure: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    try {
      await copyText(text);
    } catch (error) {
      notifyFailure("Copy failed", error, failure);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), CONFIRM_MS);
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={onCopy}>
      {copied ? <CheckIcon className="text-accent-700" aria-hidden /> : <CopyIcon aria-hidden />}
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </Button>
  );
}
