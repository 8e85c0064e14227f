import { toastMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { CheckIcon, CopyIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { copyText } from "../../lib/clipboard.ts";
import { notifyFailure, notifySuccess } from "../../lib/notify.ts";

/** The spec's copy confirmation: a check mark for 2 seconds. */
export const COPY_CONFIRM_MS = 2000;

/** Copies a file's public path, then shows a check mark for a moment. */
export function CopyPathButton({ path }: { path: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onCopy = async () => {
    try {
      await copyText(path);
    } catch (error) {
      notifyFailure(
        "Copy failed",
        error,
        "The path could not be copied. Select it and copy it by hand.",
      );
      return;
    }
    notifySuccess(toastMessages.pathCopied);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-8 shrink-0"
      onClick={onCopy}
      aria-label={copied ? `Path ${path} copied` : `Copy path ${path}`}
    >
      {copied ? <CheckIcon className="text-accent-700" aria-hidden /> : <CopyIcon aria-hidden />}
    </Button>
  );
}
