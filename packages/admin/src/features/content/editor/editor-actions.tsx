import { Button } from "@app/ui/components/button";
import { Loader2Icon, SaveIcon, SendIcon } from "lucide-react";
import type { RefObject } from "react";

export type SaveIntent = "draft" | "publish";

/**
 * The editor's Save draft, Publish and Cancel, stuck to the bottom of the window while a long
 * form scrolls past, so Save stays in reach. Both saves submit the form; `intent` records which.
 */
export function EditorActions({
  intent,
  pending,
  dirty,
  onCancel,
}: {
  intent: RefObject<SaveIntent>;
  pending: boolean;
  dirty: boolean;
  onCancel: () => void;
}) {
  const busy = (which: SaveIntent) => pending && intent.current === which;
  return (
    <div
      data-editor-actions
      className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-3 py-3 shadow-[0_-6px_12px_-8px_rgb(15_23_42/0.25)] backdrop-blur-sm sm:-mx-5 sm:px-5"
    >
      {/* Save draft comes first: Enter in a field saves, and never publishes. */}
      <Button
        type="submit"
        variant="outline"
        disabled={pending}
        onClick={() => {
          intent.current = "draft";
        }}
      >
        {busy("draft") ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <SaveIcon aria-hidden />
        )}
        {busy("draft") ? "Saving..." : "Save draft"}
      </Button>
      <Button
        type="submit"
        disabled={pending}
        onClick={() => {
          intent.current = "publish";
        }}
      >
        {busy("publish") ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <SendIcon aria-hidden />
        )}
        {busy("publish") ? "Publishing..." : "Publish"}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {dirty ? <span className="text-sm text-slate-600">Unsaved changes</span> : null}
    </div>
  );
}
