import { accountMessages, toastMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { toast } from "@app/ui/lib/toast-store";
import { startAuthentication } from "@simplewebauthn/browser";
import { useMutation } from "@tanstack/react-query";
import { KeyRoundIcon, Loader2Icon } from "lucide-react";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { errorDescription } from "../../lib/api-error.ts";
import { isCancelledPrompt, passkeyAnswer, passkeyOptions } from "../../lib/passkeys.ts";
import { FORGET_SECRETS } from "../../lib/query-client.ts";
import { retryHint, useSignedIn } from "./sign-in.ts";

const CANCELLED = "Passkey sign-in was cancelled. Try again, or sign in with your password.";

/** What a failed passkey sign-in says; a closed browser prompt is not a failure. */
const failureText = (error: unknown) =>
  [errorDescription(error, accountMessages.passkeyFailed), retryHint(error)]
    .filter(Boolean)
    .join(" ");

/**
 * "Sign in with a passkey": the server's challenge, the browser's passkey prompt, the signed
 * answer back. A passkey stands for password and code together. Shown only where passkeys can
 * work (see usePasskeysAvailable).
 */
export function PasskeySignIn() {
  const api = useAdminApi();
  const signedIn = useSignedIn();

  const login = useMutation({
    mutationFn: async () => {
      const options = await readJson(api.admin["passkey-login"].options.$post());
      const answer = await startAuthentication({ optionsJSON: passkeyOptions("get", options) });
      return readJson(
        api.admin["passkey-login"].$post({ json: { response: passkeyAnswer(answer) } }),
      );
    },
    meta: { ignoreUnauthorized: true },
    ...FORGET_SECRETS,
    onSuccess: signedIn,
    onError: (error) => {
      if (isCancelledPrompt(error)) return;
      toast({
        title: toastMessages.loginFailure.title,
        description: failureText(error),
        variant: "destructive",
      });
    },
  });

  const cancelled = login.isError && isCancelledPrompt(login.error);
  return (
    <div className="flex flex-col gap-3">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={login.isPending}
        onClick={() => login.mutate()}
      >
        {login.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <KeyRoundIcon aria-hidden />
        )}
        Sign in with a passkey
      </Button>
      <p role="status" className="text-center text-sm text-slate-600 empty:hidden">
        {cancelled ? CANCELLED : null}
      </p>
      {login.isError && !cancelled ? (
        <p role="alert" className="rounded-md bg-cta-50 px-3 py-2 text-sm font-medium text-cta-700">
          {failureText(login.error)}
        </p>
      ) : null}
    </div>
  );
}
