import { formatBusinessTime, PREVIEW_LINK_DAYS } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { Input } from "@app/ui/components/input";
import { Label } from "@app/ui/components/label";
import { LinkIcon, Loader2Icon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { CopyButton } from "../../../components/copy-button.tsx";
import { notifyFailure } from "../../../lib/notify.ts";
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from "../content-queries.ts";

interface SharePreviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  section: string;
  name: string;
}

/**
 * "Share preview": a secret address that shows the draft to a colleague without an account,
 * for a week. It is shown once, when made; the links still open are listed to revoke.
 */
export function SharePreviewDialog({ open, onOpenChange, section, name }: SharePreviewDialogProps) {
  const id = useId();
  const create = useCreatePreviewLink(section);
  const revoke = useRevokePreviewLink(section);
  const links = usePreviewLinks(section, open);
  const made = create.data;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogTitle className="pr-8 wrap-anywhere">Share a preview of {name}</DialogTitle>
        <DialogDescription>
          Anyone with the link sees the draft as the page will look, marked as a preview, for{" "}
          {PREVIEW_LINK_DAYS} days or until you revoke it. Search engines never see it.
        </DialogDescription>
        {made ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-url`}>Preview link</Label>
            <div className="flex gap-2">
              <Input
                id={`${id}-url`}
                readOnly
                value={made.url}
                onFocus={(e) => e.target.select()}
              />
              <CopyButton
                text={made.url}
                label="Copy"
                failure="Select the link and copy it by hand."
              />
            </div>
            <p className="text-sm text-slate-600">
              Works until {formatBusinessTime(made.expiresAt)}. Copy it now: it is not shown again.
            </p>
          </div>
        ) : (
          <Button
            type="button"
            className="self-start"
            disabled={create.isPending}
            onClick={() =>
              create.mutate(undefined, {
                onError: (error) =>
                  notifyFailure("No link made", error, "The preview link was not made."),
              })
            }
          >
            {create.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <LinkIcon aria-hidden />
            )}
            Make a preview link
          </Button>
        )}
        {(links.data ?? []).length > 0 ? (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-slate-700">Links that still open</h3>
            <ul className="flex flex-col gap-2" aria-label="Links that still open">
              {links.data!.map((link) => (
                <li
                  key={link.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
                >
                  <span>
                    Made {formatBusinessTime(link.createdAt).replace(" (Phnom Penh time)", "")}
                    {link.createdBy ? ` by ${link.createdBy}` : ""}; works until{" "}
                    {formatBusinessTime(link.expiresAt)}
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onError: (error) =>
                          notifyFailure("Not revoked", error, "The link still works."),
                      })
                    }
                  >
                    <Trash2Icon aria-hidden />
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
