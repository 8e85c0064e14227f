import { type LoginForm, LoginFormSchema, toastMessages } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { LockKeyholeIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { FORGET_SECRETS } from "../../lib/query-client.ts";
import { signInFailureText, totpRequiredMessage, useSignedIn } from "./sign-in.ts";

/** E-mail and password; what two-step sign-in needs next is the password kept in memory. */
export interface PasswordCredentials {
  email: string;
  password: string;
}

/**
 * The first step: e-mail and password. A correct password on an account with two-step sign-in
 * hands the credentials to the code step (`onCodeNeeded`) instead of signing in.
 */
export function PasswordStep({
  email = "",
  failure: initialFailure,
  onCodeNeeded,
}: {
  /** The e-mail to start from, when coming back from the code step. */
  email?: string;
  /** Why the code step sent the person back, if it did. */
  failure?: string | undefined;
  onCodeNeeded: (credentials: PasswordCredentials, message: string) => void;
}) {
  const api = useAdminApi();
  const signedIn = useSignedIn();
  const [failure, setFailure] = useState(initialFailure);

  const form = useForm<z.input<typeof LoginFormSchema>, unknown, LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email, password: "" },
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: (values: LoginForm) => readJson(api.admin.login.$post({ json: values })),
    meta: { ignoreUnauthorized: true },
    ...FORGET_SECRETS,
    onSuccess: signedIn,
    onError: (error, values) => {
      const codeNeeded = totpRequiredMessage(error);
      if (codeNeeded !== undefined) {
        onCodeNeeded({ email: values.email, password: values.password }, codeNeeded);
        return;
      }
      const description = signInFailureText(error);
      setFailure(description);
      toast({ title: toastMessages.loginFailure.title, description, variant: "destructive" });
      form.setFocus("password");
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate({ email: values.email, password: values.password });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Admin login">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="username"
          autoFocus={!email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId("login-email") : undefined}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(email)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? errorId("login-password") : undefined}
          {...form.register("password")}
        />
      </FormField>
      {failure ? (
        <p role="alert" className="rounded-md bg-cta-50 px-3 py-2 text-sm font-medium text-cta-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
        <LockKeyholeIcon aria-hidden />
        {login.isPending ? "Signing in..." : "Login"}
      </Button>
    </form>
  );
}
