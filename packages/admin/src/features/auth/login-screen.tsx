import { type LoginForm, LoginFormSchema, toastMessages } from "@app/contract";
import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader } from "@app/ui/components/card";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ClockIcon, LockKeyholeIcon, ShieldCheckIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useAdminApi, useAdminContext, useUiState } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { errorDescription, isApiError } from "../../lib/api-error.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { sessionKey } from "./session.ts";

/** "Try again in 12 minutes." from a 429's Retry-After header. */
function retryHint(error: unknown): string | undefined {
  if (!isApiError(error, 429)) return undefined;
  const seconds = Number(error.headers?.get("retry-after"));
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "Try again in a minute." : `Try again in ${minutes} minutes.`;
}

export function LoginScreen() {
  const api = useAdminApi();
  const { uiStore } = useAdminContext();
  const queryClient = useQueryClient();
  const sessionExpired = useUiState((s) => s.sessionExpired);
  const hasDraft = useUiState((s) => s.contentDraft !== null);
  const [failure, setFailure] = useState<string>();

  const form = useForm<z.input<typeof LoginFormSchema>, unknown, LoginForm>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: (values: LoginForm) => readJson(api.admin.login.$post({ json: values })),
    meta: { ignoreUnauthorized: true },
    onSuccess: async (session) => {
      notifySuccess(toastMessages.loginSuccess);
      uiStore.set({ sessionExpired: false });
      // What failed while the session was gone is fetched again when the panel shows.
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
      queryClient.setQueryData(sessionKey, session);
    },
    onError: (error) => {
      const description = [
        errorDescription(error, toastMessages.loginFailure.description),
        retryHint(error),
      ]
        .filter(Boolean)
        .join(" ");
      setFailure(description);
      toast({ title: toastMessages.loginFailure.title, description, variant: "destructive" });
      form.setFocus("password");
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    login.mutate(values);
  });

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
          {sessionExpired ? (
            <Alert variant="warning" role="status">
              <ClockIcon aria-hidden />
              <div>
                <AlertTitle>Your session has expired</AlertTitle>
                <AlertDescription>
                  Please log in again.
                  {hasDraft
                    ? " Your unsaved changes are kept and will be back after you log in."
                    : null}
                </AlertDescription>
              </div>
            </Alert>
          ) : null}
          <form
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            aria-label="Admin login"
          >
            <FormField id="login-email" label="Email" error={errors.email?.message}>
              <Input
                id="login-email"
                type="email"
                autoComplete="username"
                autoFocus
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
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? errorId("login-password") : undefined}
                {...form.register("password")}
              />
            </FormField>
            {failure ? (
              <p
                role="alert"
                className="rounded-md bg-cta-50 px-3 py-2 text-sm font-medium text-cta-700"
              >
                {failure}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={login.isPending} className="mt-1 w-full">
              <LockKeyholeIcon aria-hidden />
              {login.isPending ? "Signing in..." : "Login"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
