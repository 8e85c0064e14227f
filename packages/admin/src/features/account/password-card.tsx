import { type PasswordChange, PasswordChangeSchema } from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { FormField } from "@app/ui/components/form-field";
import { toast } from "@app/ui/lib/toast-store";
import { zodResolver } from "@hookform/resolvers/zod";
import { CircleAlertIcon, KeyRoundIcon, Loader2Icon } from "lucide-react";
import { useId } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PasswordInput } from "../../components/password-input.tsx";
import { SettingsCard } from "../../components/settings-card.tsx";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { useChangePassword } from "./account-queries.ts";

/** The password form's id: the banner that asks for a change puts the cursor there. */
export const PASSWORD_FORM_ID = "change-password";

const PasswordFormSchema = PasswordChangeSchema.extend({ repeatPassword: z.string() }).refine(
  (values) => values.newPassword === values.repeatPassword,
  { path: ["repeatPassword"], message: "The two new passwords are not the same." },
);
type PasswordForm = z.infer<typeof PasswordFormSchema>;
type PasswordField = FieldPath<PasswordForm>;

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", repeatPassword: "" };
const SERVER_FIELDS: readonly (keyof PasswordChange)[] = ["currentPassword", "newPassword"];

function PasswordChangeForm() {
  const id = useId();
  const change = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(PasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const fieldId = (name: PasswordField) => `${id}-${name}`;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: "Password changed",
            description: "Other devices have been signed out.",
            variant: "success",
          });
        },
        onError: (error) => {
          const fields = errorFields(error);
          const named = SERVER_FIELDS.filter((name) => fields[name]);
          for (const name of named) form.setError(name, { message: fields[name] });
          if (named[0]) form.setFocus(named[0]);
        },
      },
    ),
  );
  // A refusal the fields do not explain (too many tries, the server unreachable) shows here.
  const unexplained =
    change.isError &&
    !isApiError(change.error, 401) &&
    !SERVER_FIELDS.some((name) => errorFields(change.error)[name]);

  return (
    <form
      id={PASSWORD_FORM_ID}
      noValidate
      onSubmit={onSubmit}
      className="flex max-w-md flex-col gap-4"
      aria-label="Change password"
    >
      <FormField
        id={fieldId("currentPassword")}
        label="Current password"
        error={errors.currentPassword?.message}
      >
        <PasswordInput
          id={fieldId("currentPassword")}
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
      </FormField>
      <NewPasswordFields
        password={{
          id: fieldId("newPassword"),
          error: errors.newPassword?.message,
          registration: form.register("newPassword", { deps: "repeatPassword" }),
        }}
        repeat={{
          id: fieldId("repeatPassword"),
          error: errors.repeatPassword?.message,
          registration: form.register("repeatPassword"),
        }}
      />
      {unexplained ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>
            {errorDescription(change.error, "The password could not be changed. Please try again.")}
          </AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <KeyRoundIcon aria-hidden />
        )}
        {change.isPending ? "Changing..." : "Change password"}
      </Button>
    </form>
  );
}

/** Changing the password; the server then signs every other device out. */
export function PasswordCard() {
  return (
    <SettingsCard
      title="Password"
      description="Changing it signs you out on every other device; this one stays signed in."
    >
      <PasswordChangeForm />
    </SettingsCard>
  );
}
