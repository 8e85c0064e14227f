import { AdminApp, type AdminPlatformExtras, reloadWithoutAsking, useLeaveGuard } from "@app/admin";
import { Button } from "@app/ui/components/button";
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { BulkSession } from "../bulk/bulk-session.ts";
import type { AppSettings, DesktopBridge } from "../shared/bridge.ts";
import { BulkReplaceTab } from "./bulk/bulk-replace-tab.tsx";
import { FolderIcon, ServerIcon } from "./icons.tsx";
import { ServerSetup } from "./server-setup.tsx";

interface ServerButtonProps {
  serverUrl: string;
  /** A batch is running: its remaining uploads must not go to another server. */
  locked: boolean;
  onClick(): void;
}

function ServerButton({ serverUrl, locked, onClick }: ServerButtonProps) {
  const host = new URL(serverUrl).host;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={locked}
      title={
        locked
          ? `Server: ${serverUrl}. It can be changed once Bulk Replace has finished.`
          : `Server: ${serverUrl}. Click to change.`
      }
    >
      <ServerIcon />
      {/* Only the icon in a narrow window: the header has no room for the address there. */}
      <span className="sr-only md:not-sr-only md:max-w-40 md:truncate">{host}</span>
      <span className="sr-only">: change the server</span>
    </Button>
  );
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6 font-sans text-slate-700">
      {children}
    </main>
  );
}

/**
 * The desktop renderer: the server setting first, then the admin app exactly as the browser
 * has it, with Bulk Replace added as a tab and the server setting in its header.
 */
export function DesktopApp({ bridge }: { bridge: DesktopBridge | null }) {
  const [settings, setSettings] = useState<AppSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  // Owned here, outside the admin: its tabs unmount when hidden, a running batch must not.
  const [bulkSession] = useState(() => new BulkSession());
  const bulkBusy = useSyncExternalStore(bulkSession.subscribe, () => {
    const { phase, undo } = bulkSession.getState();
    return phase === "sending" || undo.running;
  });
  // Closing mid-batch would cut uploads off halfway through the list.
  useLeaveGuard(bulkBusy);

  useEffect(() => {
    if (!bridge) return;
    void bridge.getSettings().then((answer) => {
      if (answer.ok) setSettings(answer.data);
      else setError(answer.error);
    });
  }, [bridge]);

  const serverUrl = settings?.serverUrl ?? null;
  const platform = useMemo<AdminPlatformExtras | null>(
    () =>
      bridge && serverUrl
        ? {
            tabs: [
              {
                id: "bulk-replace",
                label: "Bulk Replace",
                icon: <FolderIcon />,
                content: <BulkReplaceTab bridge={bridge} session={bulkSession} />,
              },
            ],
            headerActions: (
              <ServerButton
                serverUrl={serverUrl}
                locked={bulkBusy}
                onClick={() => setEditing(true)}
              />
            ),
            // The app is served from app://admin; the site's passkeys are bound to its own origin.
            passkeys: false,
          }
        : null,
    [bridge, serverUrl, bulkSession, bulkBusy],
  );

  if (!bridge) {
    return (
      <Centered>
        This page is the desktop app's screen: open it in the desktop app, or use the admin at
        /admin on the site.
      </Centered>
    );
  }
  if (error) return <Centered>The settings could not be read: {error}</Centered>;
  if (!settings) return <Centered>Loading...</Centered>;
  if (!serverUrl || editing) {
    return (
      <ServerSetup
        bridge={bridge}
        current={serverUrl}
        onCancel={serverUrl ? () => setEditing(false) : undefined}
        onSaved={(saved) => {
          // Another server means other data and another session: start the admin afresh.
          if (serverUrl && saved.serverUrl !== serverUrl) reloadWithoutAsking();
          setSettings(saved);
          setEditing(false);
        }}
      />
    );
  }
  return <AdminApp apiBaseUrl="" platform={platform ?? undefined} />;
}
