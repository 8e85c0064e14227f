import { type InvitationAccept, InvitationAcceptSchema, type InvitationView } from "@app/contract";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon, LogInIcon } from "lucide-react";
import { useId } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { z } from "zod";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { RefusalAlert } from "../../components/refusal-alert.tsx";
import { errorFields } from "../../lib/api-error.ts";
import { useAcceptInvitation } from "./team-queries.ts";

const JoinFormSchema = InvitationAcceptSchema.extend({ repeatPassword: z.string() }).refine(
  (values) => values.password === values.repeatPassword,
  { path: ["repeatPassword"], message: "The two passwords are not the same." },
);
type JoinForm = z.infer<typeof JoinFormSchema>;
const SERVER_FIELDS: readonly (keyof InvitationAccept)[] = ["name", "password"];

/**
 * The invited (or recovering) person's name and new password, under the same rules (and hint)
 * as a password change; `onJoined` runs once the server has signed them in.
 */
export function JoinForm({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: InvitationView;
  /** `signedIn` false: the password is set, and the person signs in with their second factor. */
  onJoined: (signedIn: boolean) => void;
}) {
  const id = useId();
  const accept = useAcceptInvitation(token);
  const form = useForm<JoinForm>({
    resolver: zodResolver(JoinFormSchema),
    defaultValues: { name: invitation.name, password: "", repeatPassword: "" },
  });
  const { errors } = form.formState;
  const fieldId = (name: FieldPath<JoinForm>) => `${id}-${name}`;

  const onSubmit = form.handleSubmit(({ name, password }) =>
    accept.mutate(
      { name, password },
      {
        onSuccess: (answer) => onJoined(answer.admin !== null),
        onError: (error) => {
          const fields = errorFields(error);
          const named = SERVER_FIELDS.filter((field) => fields[field]);
          for (const field of named) form.setError(field, { message: fields[field] });
          if (named[0]) form.setFocus(named[0]);
        },
      },
    ),
  );
  const unexplained =
    accept.isError && !SERVER_FIELDS.some((field) => errorFields(accept.error)[field]);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Join">
      {/* For password managers: the account the new password belongs to. */}
      <input type="hidden" autoComplete="username" value={invitation.email} readOnly />
      <FormField id={fieldId("name")} label="Your name" error={errors.name?.message}>
        <Input
          id={fieldId("name")}
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? errorId(fieldId("name")) : undefined}
          {...form.register("name")}
        />
      </FormField>
      <NewPasswordFields
        password={{
          id: fieldId("password"),
          error: errors.password?.message,
          registration: form.register("password", { deps: "repeatPassword" }),
        }}
        repeat={{
          id: fieldId("repeatPassword"),
          error: errors.repeatPassword?.message,
          registration: form.register("repeatPassword"),
        }}
      />
      {unexplained ? (
        <RefusalAlert error={accept.error} fallback={"Could not join. Please try again."} />
      ) : null}
      <Button type="submit" disabled={accept.isPending}>
        {accept.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <LogInIcon aria-hidden />
        )}
        {accept.isPending
          ? "Signing in..."
          : invitation.recovery
            ? "Set the password and sign in"
            : "Join and sign in"}
      </Button>
    </form>
  );
}
