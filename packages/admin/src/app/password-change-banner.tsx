import { passwordMessages } from "@app/contract";
import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { KeyRoundIcon } from "lucide-react";
import { PASSWORD_FORM_ID } from "../features/account/password-card.tsx";
import { areaAddress } from "../lib/admin-address.ts";
import { useNavigate } from "../lib/navigation.ts";
import { useSession } from "../lib/session.ts";

/** Opens the Account area and puts the cursor in the password form once it is on screen. */
export function useGoToPasswordChange() {
  const navigate = useNavigate();
  return () => {
    navigate(areaAddress("account"));
    let frames = 0;
    const focus = () => {
      const form = document.getElementById(PASSWORD_FORM_ID);
      const field = form?.querySelector<HTMLInputElement>("input");
      if (form && field) {
        form.scrollIntoView({ block: "center" });
        field.focus({ preventScroll: true });
      } else if (frames++ < 60) {
        requestAnimationFrame(focus);
      }
    };
    requestAnimationFrame(focus);
  };
}

/**
 * When the password the administrator signed in with fails today's policy (it was set under
 * an older one): a notice above the panel, with the way to the password form. It blocks
 * nothing, and goes once the password has changed.
 */
export function PasswordChangeBanner() {
  const session = useSession();
  const goToPasswordChange = useGoToPasswordChange();
  if (!session.data?.admin.passwordChangeSuggested) return null;
  return (
    <Alert variant="warning" role="status" aria-labelledby="password-change-banner-title">
      <KeyRoundIcon aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <AlertTitle id="password-change-banner-title">
            {passwordMessages.changeSuggestedTitle}
          </AlertTitle>
          <AlertDescription>{passwordMessages.changeSuggested}</AlertDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 bg-white"
          onClick={goToPasswordChange}
        >
          Change password
        </Button>
      </div>
    </Alert>
  );
}
