import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@app/ui/components/card";
import { ClockIcon, ShieldCheckIcon } from "lucide-react";
import { useState } from "react";
import { useUiState } from "../../admin-context.tsx";
import { PasskeyUnavailableNote } from "../../components/passkey-unavailable-note.tsx";
import { usePasskeysAvailable } from "../../lib/passkeys.ts";
import { CodeStep } from "./code-step.tsx";
import { PasskeySignIn } from "./passkey-sign-in.tsx";
import { type PasswordCredentials, PasswordStep } from "./password-step.tsx";

/** The password is held here, in memory, only while the code step is shown. */
type Step =
  | { kind: "password"; email?: string; failure?: string }
  | { kind: "code"; credentials: PasswordCredentials; message: string };

function SessionExpiredNotice() {
  const hasDraft = useUiState((s) => s.contentDraft !== null);
  return (
    <Alert variant="warning" role="status">
      <ClockIcon aria-hidden />
      <div>
        <AlertTitle>Your session has expired</AlertTitle>
        <AlertDescription>
          Please log in again.
          {hasDraft ? " Your unsaved changes are kept and will be back after you log in." : null}
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** A line with a word in the middle, between the form and the other way in. */
function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
      or
      <span className="h-px flex-1 bg-slate-200" aria-hidden />
    </div>
  );
}

export function LoginScreen() {
  const sessionExpired = useUiState((s) => s.sessionExpired);
  const [step, setStep] = useState<Step>({ kind: "password" });
  const passkeys = usePasskeysAvailable();

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShieldCheckIcon className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold text-brand-900">Admin Login</h1>
          <CardDescription>
            Sign in to manage the website's content, images and inbox.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {sessionExpired ? <SessionExpiredNotice /> : null}
          {step.kind === "code" ? (
            <CodeStep
              credentials={step.credentials}
              message={step.message}
              onBack={(failure) =>
                setStep({ kind: "password", email: step.credentials.email, failure })
              }
            />
          ) : (
            <>
              <PasswordStep
                email={step.email}
                failure={step.failure}
                onCodeNeeded={(credentials, message) =>
                  setStep({ kind: "code", credentials, message })
                }
              />
              {passkeys ? (
                <>
                  <OrDivider />
                  <PasskeySignIn />
                </>
              ) : (
                <PasskeyUnavailableNote className="border-t border-slate-200 pt-4" />
              )}
            </>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
