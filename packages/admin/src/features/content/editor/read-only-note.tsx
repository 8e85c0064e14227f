import { Alert, AlertDescription } from "@app/ui/components/alert";
import { EyeIcon } from "lucide-react";

/**
 * What an editor says to someone whose role may only read this section (a translator, on the
 * English words): that it is read-only, and where their own work is.
 */
export function ReadOnlyNote({
  roleName,
  translatable,
}: {
  roleName: string;
  translatable: boolean;
}) {
  return (
    <Alert variant="info" role="note">
      <EyeIcon aria-hidden />
      <AlertDescription>
        Read-only: as {roleName} you can read these words here, not change them.
        {translatable ? " Choose Khmer above to edit the translation." : null}
      </AlertDescription>
    </Alert>
  );
}
