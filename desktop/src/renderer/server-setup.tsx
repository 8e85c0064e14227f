import { Button } from "@app/ui/components/button";
import { type FormEvent, useId, useState } from "react";
import type { AppSettings, DesktopBridge } from "../shared/bridge.ts";
import { ServerIcon } from "./icons.tsx";

/**
 * The server's address: asked on first run, changeable later. It is saved only once the
 * server answers GET /api/health (the main process checks it).
 */
export function ServerSetup({
  bridge,
  current,
  onSaved,
  onCancel,
}: {
  bridge: DesktopBridge;
  current: string | null;
  onSaved(settings: AppSettings): void;
  onCancel?: () => void;
}) {
  const [value, setValue] = useState(current ?? "");
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecking(true);
    setError(null);
    const answer = await bridge.saveSettings({ serverUrl: value });
    setChecking(false);
    if (answer.ok) onSaved(answer.data);
    else setError(answer.error);
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 font-sans">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
        className="grid w-full max-w-lg gap-5 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-700 text-white">
            <ServerIcon className="size-5" />
          </span>
          <div>
            <h1 id={`${id}-title`} className="text-xl font-bold text-brand-900">
              {current ? "Change the server" : "Connect to your website"}
            </h1>
            <p className="text-sm text-slate-600">
              The address of the site whose images and content you manage.
            </p>
          </div>
        </div>
        <label htmlFor={`${id}-url`} className="grid gap-1 text-sm">
          <span className="font-medium text-slate-800">Server address</span>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.com"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-10 rounded-md border border-slate-300 px-3"
            // biome-ignore lint/a11y/noAutofocus: the only field of the first screen
            autoFocus
          />
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-cta-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          {onCancel ? (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" disabled={checking || value.trim() === ""}>
            {checking ? "Checking…" : "Check and save"}
          </Button>
        </div>
      </form>
    </main>
  );
}
