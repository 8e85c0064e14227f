import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@app/ui/components/dialog";
import { ScanEyeIcon } from "lucide-react";
import { ImageDetailsForm } from "./image-details-form.tsx";
import type { WebsiteImageRow } from "./image-queries.ts";
import type { SlotRule } from "./image-slot-queries.ts";

/** "Alt text & focal point": what the picture says to readers and where pages crop it. */
export function ImageDetailsDialog({
  image,
  rules,
  open,
  onOpenChange,
}: {
  image: WebsiteImageRow;
  rules: readonly SlotRule[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl p-4 sm:p-6">
        <div className="flex flex-col gap-1.5 pr-10">
          <DialogTitle className="flex items-center gap-2">
            <ScanEyeIcon className="size-5 shrink-0 text-brand-600" aria-hidden />
            Alt text & focal point
          </DialogTitle>
          <DialogDescription>
            {image.name} <span className="font-mono text-xs">({image.filepath})</span>
          </DialogDescription>
        </div>
        <ImageDetailsForm image={image} rules={rules} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
