import {
  type InvitationRequest,
  InvitationRequestSchema,
  ROLE_DESCRIPTIONS,
  ROLE_NAMES,
  ROLES,
} from "@app/contract";
import { Button } from "@app/ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@app/ui/components/dialog";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input } from "@app/ui/components/input";
import { zodResolver } from "@hookform/resolvers/zod";
import { SendIcon, UserPlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { DialogActions } from "../../components/dialog-actions.tsx";
import { RefusalAlert } from "../../components/refusal-alert.tsx";
import { errorFields } from "../../lib/api-error.ts";
import { LinkToGive } from "./link-to-give.tsx";
import { useInvite } from "./team-queries.ts";

type InviteForm = z.input<typeof InvitationRequestSchema>;
const EMPTY: InviteForm = { email: "", role: "editor", name: "" };

/** The roles as radio buttons, each with what it may do: the owner picks by meaning. */
function RoleChoice({
  register,
}: {
  register: ReturnType<typeof useForm<InviteForm>>["register"];
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Role</legend>
      {ROLES.map((role) => (
        <label
          key={role}
          htmlFor={`${id}-${role}`}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/60"
        >
          <input
            id={`${id}-${role}`}
            type="radio"
            value={role}
            className="mt-1 accent-brand-700"
            aria-describedby={`${id}-${role}-what`}
            {...register("role")}
          />
          <span className="flex flex-col">
            <span className="text-sm font-medium text-slate-900">{ROLE_NAMES[role]}</span>
            <span id={`${id}-${role}-what`} className="text-xs text-slate-600">
              {ROLE_DESCRIPTIONS[role]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Invite someone: e-mail, role and an optional name; then the link to give them. */
export function InviteDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const invite = useInvite();
  const form = useForm<InviteForm, unknown, InvitationRequest>({
    resolver: zodResolver(InvitationRequestSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      invite.reset();
    }
  };
  const onSubmit = form.handleSubmit(({ name, ...request }) =>
    invite.mutate(name ? { ...request, name } : request, {
      onError: (error) => {
        const fields = errorFields(error);
        if (fields.email) form.setError("email", { message: fields.email });
      },
    }),
  );
  const refusal = invite.isError && !errorFields(invite.error).email;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] max-w-lg overflow-y-auto">
        <DialogTitle>{invite.data ? "Invitation ready" : "Invite someone"}</DialogTitle>
        <DialogDescription>
          {invite.data
            ? "Give them this link. It opens a page where they choose their password."
            : "They get a link to choose their own password; you never see it."}
        </DialogDescription>
        {invite.data ? (
          <LinkToGive
            intro={
              <>
                {ROLE_NAMES[invite.data.invitation.role]} invitation for{" "}
                <strong>{invite.data.invitation.email}</strong>. The link works once.
              </>
            }
            label="Invitation link"
            link={invite.data.link}
            email={invite.data.invitation.email}
            emailed={invite.data.emailed}
          />
        ) : (
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Invite">
            <FormField id={`${id}-email`} label="E-mail" error={errors.email?.message}>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? errorId(`${id}-email`) : undefined}
                {...form.register("email")}
              />
            </FormField>
            <RoleChoice register={form.register} />
            <FormField id={`${id}-name`} label="Name (optional)" error={errors.name?.message}>
              <Input id={`${id}-name`} autoComplete="off" {...form.register("name")} />
            </FormField>
            {refusal ? (
              <RefusalAlert error={invite.error} fallback={"The invitation could not be made."} />
            ) : null}
            <DialogActions icon={<SendIcon aria-hidden />} pending={invite.isPending}>
              Create invitation
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
