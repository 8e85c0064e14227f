import { PasskeysCard } from "./passkeys-card.tsx";
import { PasswordCard } from "./password-card.tsx";
import { SessionsCard } from "./sessions-card.tsx";
import { TelegramLinkCard } from "./telegram-link-card.tsx";
import { TwoStepCard } from "./two-step-card.tsx";

/** The administrator's own account: where it is signed in, and how it signs in. */
export function AccountArea() {
  return (
    <div className="flex flex-col gap-6">
      <SessionsCard />
      <PasswordCard />
      <TwoStepCard />
      <PasskeysCard />
      <TelegramLinkCard />
    </div>
  );
}
