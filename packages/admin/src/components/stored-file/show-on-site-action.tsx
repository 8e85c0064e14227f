import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@app/ui/components/dialog";
import { ArrowRightIcon, GlobeIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "../../lib/navigation.ts";

/** A place on the site that takes the file, by its name, and the editor address that adds it. */
export interface SitePlace {
  label: string;
  address: string;
  /** What choosing it changes besides ("Replaces Hero illustration"). */
  note?: string;
  /** Why the file does not suit this place (a picture too small for it): offered, not chosen. */
  unfit?: string;
}

const detailId = (place: SitePlace) => `place-${place.address.replace(/[^a-z0-9]+/gi, "-")}`;

/**
 * "Show on the site" for a file no page uses: one place opens its editor at once; several are
 * offered by their names first. Nothing is saved until the owner saves in the editor.
 */
export function ShowOnSiteAction({ name, places }: { name: string; places: readonly SitePlace[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (places.length === 0) return null;
  const only = places.length === 1 && !places[0]?.unfit ? places[0] : undefined;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => (only ? navigate(only.address) : setOpen(true))}
      >
        <GlobeIcon aria-hidden />
        Show on the site<span className="sr-only">: {name}</span>
      </Button>
      {only ? null : (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="max-w-md">
            <DialogTitle className="pr-8">Show {name} on the site</DialogTitle>
            <DialogDescription>
              Choose where it goes. The editor opens with it in place; nothing changes on the site
              until you save there.
            </DialogDescription>
            <ul className="flex flex-col gap-2">
              {places.map((place) => (
                <li key={place.address} className="flex flex-col gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    className="h-auto min-h-9 w-full justify-between whitespace-normal py-2 text-left"
                    disabled={place.unfit !== undefined}
                    aria-describedby={place.note || place.unfit ? detailId(place) : undefined}
                    onClick={() => {
                      setOpen(false);
                      navigate(place.address);
                    }}
                  >
                    {place.label}
                    <ArrowRightIcon aria-hidden />
                  </Button>
                  {place.note || place.unfit ? (
                    <p id={detailId(place)} className="text-sm text-slate-600">
                      {[place.note, place.unfit].filter(Boolean).join(". ")}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="flex justify-end">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </DialogClose>
            </div>
          </DialogContent>
        </Dialog>
      )}
    </>
  );
}
