import type { Redirect } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { Trash2Icon } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { useDeleteRedirect } from "./redirects-queries.ts";
import { redirectsWords } from "./redirects-words.ts";

const words = redirectsWords.deleteDialog;

/** Delete a redirect after a confirmation naming its old address; a refusal goes to `onDone`. */
export function DeleteRedirect({
  redirect,
  onDone,
}: {
  redirect: Redirect;
  onDone: (error?: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteRedirect();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          <Trash2Icon aria-hidden />
          {redirectsWords.delete}
          <span className="sr-only"> the redirect of {redirect.from}</span>
        </Button>
      }
      title={words.title(redirect.from)}
      description={words.description}
      icon={<Trash2Icon aria-hidden />}
      action={words.action}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(redirect, {
          onSuccess: () => {
            setOpen(false);
            onDone();
          },
          onError: (error) => {
            setOpen(false);
            onDone(error);
          },
        })
      }
    />
  );
}
