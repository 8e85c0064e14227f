import { LoginFormSchema, toastMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeftIcon, LockKeyholeIcon, SmartphoneIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useAdminApi } from "../../admin-context.tsx";
import { type SecondFactor, SecondFactorField } from "../../components/second-factor-field.tsx";
import { readJson } from "../../lib/api-client.ts";
import { isApiError } from "../../lib/api-error.ts";
import { FORGET_SECRETS } from "../../lib/query-client.ts";
import type { PasswordCredentials } from "./password-step.tsx";
import { signInFailureText, totpRequiredMessage, useSignedIn } from "./sign-in.ts";

/** The second step's fields: the login schema's own, so the server and the form agree. */
const SecondFactorSchema = LoginFormSchema.pick({ code: true, recoveryCode: true });
type SecondFactorValues = z.infer<typeof SecondFactorSchema>;

/**
 * The second step: a code from the authenticator app, or a recovery code. The password of the
 * first step travels with it; it lives in memory only while this step is shown.
 */
export function CodeStep({
  credentials,
  message,
  onBack,
}: {
  credentials: PasswordCredentials;
  /** What the server said: "enter the code". */
  message: string;
  /** Back to e-mail and password; `reason` is set when the password itself was refused now. */
  onBack: (reason?: string) => void;
}) {
  const api = useAdminApi();
  const signedIn = useSignedIn();
  const [factor, setFactor] = useState<SecondFactor>("code");
  const [failure, setFailure] = useState<string>();

  const form = useForm<z.input<typeof SecondFactorSchema>, unknown, SecondFactorValues>({
    resolver: zodResolver(SecondFactorSchema),
    defaultValues: { code: "", recoveryCode: "" },
    // The hidden factor's field leaves the form, so only the shown one is checked and sent.
    shouldUnregister: true,
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: (values: SecondFactorValues) =>
      readJson(api.admin.login.$post({ json: { ...credentials, ...values } })),
    meta: { ignoreUnauthorized: true },
    ...FORGET_SECRETS,
    onSuccess: signedIn,
    onError: (error) => {
      const refused = totpRequiredMessage(error);
      if (refused !== undefined) {
        form.setError(factor, { message: refused }, { shouldFocus: true });
        return;
      }
      const description = signInFailureText(error);
      // The password stopped working meanwhile: only the first step can mend that.
      if (isApiError(error, 401)) {
        toast({ title: toastMessages.loginFailure.title, description, variant: "destructive" });
        onBack(description);
        return;
      }
      setFailure(description);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(values);
  });

  const switchFactor = (next: SecondFactor) => {
    form.clearErrors();
    setFailure(undefined);
    setFactor(next);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-labelledby="login-code-title"
    >
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 px-4 py-3">
        <SmartphoneIcon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="login-code-title" className="font-semibold text-brand-900">
            Two-step sign-in
          </h2>
          <p className="text-sm text-slate-700">
            {factor === "code" ? message : "Enter one of your recovery codes."}
          </p>
          <p className="text-xs text-slate-600 wrap-anywhere">Signing in as {credentials.email}</p>
        </div>
      </div>
      <SecondFactorField
        id="login-second-factor"
        factor={factor}
        onFactorChange={switchFactor}
        registration={form.register(factor)}
        error={errors[factor]?.message}
        autoFocus
      />
      {failure ? (
        <p role="alert" className="rounded-md bg-cta-50 px-3 py-2 text-sm font-medium text-cta-700">
          {failure}
        </p>
      ) : null}
      <div className="mt-1 flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
          <LockKeyholeIcon aria-hidden />
          {login.isPending ? "Signing in..." : "Verify and sign in"}
        </Button>
        <Button type="button" variant="ghost" className="w-full" onClick={() => onBack()}>
          <ArrowLeftIcon aria-hidden />
          Back to e-mail and password
        </Button>
      </div>
    </form>
  );
}
