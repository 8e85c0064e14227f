import {
  fieldErrors,
  isMailbox,
  MAIL_SECURITY,
  type MailSecurity,
  type MailSettingsFormValues,
  MailSettingsInputSchema,
  mailSettingsMessages,
} from "@app/contract";
import { Alert, AlertDescription } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { errorId, FormField } from "@app/ui/components/form-field";
import { Input, Textarea } from "@app/ui/components/input";
import { NativeSelect } from "@app/ui/components/native-select";
import { CircleAlertIcon, KeyRoundIcon, Loader2Icon, SaveIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { errorDescription, errorFields, isApiError } from "../../lib/api-error.ts";
import { type MailSettingsView, useSaveMailSettings } from "./mail-queries.ts";

const words = mailSettingsMessages;

interface FormValues {
  host: string;
  port: string;
  security: MailSecurity;
  user: string;
  password: string;
  from: string;
  recipients: string;
  currentPassword: string;
}
type FieldName = keyof FormValues;
const FIELD_ORDER: readonly FieldName[] = [
  "host",
  "port",
  "security",
  "user",
  "password",
  "from",
  "recipients",
  "currentPassword",
];

function initialValues(view: MailSettingsView): FormValues {
  const saved = view.saved;
  return {
    host: saved?.host ?? "",
    port: String(saved?.port ?? words.defaultPorts.starttls),
    security: saved?.security ?? "starttls",
    user: saved?.user ?? "",
    password: "",
    // The server's own default, when it is an address a mail server takes.
    from: saved?.from ?? (isMailbox(view.defaultFrom) ? view.defaultFrom : ""),
    recipients: saved?.recipients.join("\n") ?? "",
    currentPassword: "",
  };
}

/**
 * The form as it goes to the server: the password only when it is being changed (else the
 * saved one is kept), the admin's own password only once the server asked for it.
 */
const payloadOf = (values: FormValues, sendPassword: boolean): MailSettingsFormValues => ({
  host: values.host,
  port: values.port,
  security: values.security,
  user: values.user,
  ...(sendPassword && values.user.trim() ? { password: values.password } : {}),
  from: values.from,
  recipients: values.recipients,
  ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
});

/** The contract's schema, each problem under its own field, all at once. */
const resolverFor =
  (changingPassword: () => boolean): Resolver<FormValues> =>
  async (values) => {
    const parsed = MailSettingsInputSchema.safeParse(payloadOf(values, changingPassword()));
    const errors: FieldErrors<FormValues> = {};
    if (!parsed.success) {
      for (const [name, message] of Object.entries(fieldErrors(parsed.error.issues))) {
        if (FIELD_ORDER.includes(name as FieldName)) {
          errors[name as FieldName] = { type: "validation", message };
        }
      }
    }
    if (
      values.user.trim() &&
      values.security !== "none" &&
      changingPassword() &&
      !values.password
    ) {
      errors.password ??= { type: "validation", message: words.validation.passwordMissing };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

/** aria attributes of a control with an optional hint and error. */
const described = (id: string, error: string | undefined, hint?: boolean) => {
  const ids = [hint ? `${id}-hint` : undefined, error ? errorId(id) : undefined].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
  } as const;
};

function Hint({ id, children }: { id: string; children: string }) {
  return (
    <p id={`${id}-hint`} className="text-xs text-slate-600">
      {children}
    </p>
  );
}

/**
 * The owner's mail server: host, port, security in plain words, login, sender and the people
 * notified. The password is never shown again once saved: "A password is saved" with Change.
 */
export function MailSettingsForm({ view }: { view: MailSettingsView }) {
  const id = useId();
  const save = useSaveMailSettings();
  const saved = view.saved;
  const hasPassword = Boolean(saved?.passwordSaved && !saved.passwordUnreadable);
  const [changingPassword, setChangingPassword] = useState(!hasPassword);
  const [askCurrentPassword, setAskCurrentPassword] = useState(false);
  // The resolver is made once: it reads the current choice through the ref.
  const changing = useRef(changingPassword);
  changing.current = changingPassword;
  const form = useForm<FormValues>({
    resolver: resolverFor(() => changing.current),
    defaultValues: initialValues(view),
  });
  const { errors } = form.formState;
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const user = form.watch("user");
  const security = form.watch("security");

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(payloadOf(values, changingPassword), {
      onSuccess: (settings) => {
        const next = initialValues(settings);
        form.reset(next);
        setChangingPassword(!(settings.saved?.passwordSaved && !settings.saved.passwordUnreadable));
        setAskCurrentPassword(false);
      },
      onError: (error) => {
        const fields = errorFields(error);
        if (isApiError(error, 403) && fields.currentPassword) setAskCurrentPassword(true);
        const named = FIELD_ORDER.filter((name) => fields[name]);
        for (const name of named) form.setError(name, { message: fields[name] });
        // The field appears with this render; focus it once it exists.
        if (named[0]) setTimeout(() => form.setFocus(named[0]!), 0);
      },
    }),
  );

  const unexplained =
    save.isError &&
    !isApiError(save.error, 401) &&
    !FIELD_ORDER.some((name) => errorFields(save.error)[name]);

  const onSecurityChange = (next: MailSecurity) => {
    const port = Number(form.getValues("port"));
    // The usual port follows the choice, unless the owner typed another one.
    if (!port || (Object.values(words.defaultPorts) as number[]).includes(port)) {
      form.setValue("port", String(words.defaultPorts[next]));
    }
  };

  const error = (name: FieldName) => errors[name]?.message;
  const noLogin = security === "none";

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={words.formName}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <FormField id={fieldId("host")} label={words.labels.host} error={error("host")}>
          <Input
            {...described(fieldId("host"), error("host"), true)}
            autoComplete="off"
            spellCheck={false}
            {...form.register("host")}
          />
          {/* Below the field, so the server's and the port's boxes line up side by side. */}
          <Hint id={fieldId("host")}>{words.hints.host}</Hint>
        </FormField>
        <FormField id={fieldId("port")} label={words.labels.port} error={error("port")}>
          <Input
            {...described(fieldId("port"), error("port"))}
            inputMode="numeric"
            autoComplete="off"
            {...form.register("port")}
          />
        </FormField>
      </div>
      <FormField id={fieldId("security")} label={words.labels.security} error={error("security")}>
        <NativeSelect
          {...described(fieldId("security"), error("security"))}
          {...form.register("security", {
            onChange: (event) => onSecurityChange(event.target.value as MailSecurity),
            deps: ["user"],
          })}
        >
          {MAIL_SECURITY.map((choice) => (
            <option key={choice} value={choice}>
              {words.security[choice]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={fieldId("user")} label={words.labels.user} error={error("user")}>
        <Hint id={fieldId("user")}>{words.hints.user}</Hint>
        <Input
          {...described(fieldId("user"), error("user"), true)}
          autoComplete="off"
          spellCheck={false}
          {...form.register("user")}
        />
      </FormField>
      {user.trim() && !noLogin ? (
        changingPassword ? (
          <FormField
            id={fieldId("password")}
            label={words.labels.password}
            error={error("password")}
          >
            <Input
              {...described(fieldId("password"), error("password"))}
              type="password"
              autoComplete="new-password"
              {...form.register("password")}
            />
            {hasPassword ? (
              <Button
                type="button"
                variant="link"
                size="sm"
                className="self-start px-0"
                onClick={() => {
                  form.setValue("password", "");
                  form.clearErrors("password");
                  setChangingPassword(false);
                }}
              >
                {words.keepPassword}
              </Button>
            ) : null}
          </FormField>
        ) : (
          <div className="flex flex-col gap-1.5">
            <p className="text-sm font-medium text-slate-900">{words.labels.password}</p>
            <div className="flex items-center gap-3">
              <p className="text-sm text-slate-700">
                <KeyRoundIcon className="mr-1.5 inline size-4 text-slate-500" aria-hidden />
                {words.passwordSaved}
              </p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`${words.changePassword} ${words.labels.password.toLowerCase()}`}
                onClick={() => {
                  setChangingPassword(true);
                  setTimeout(() => form.setFocus("password"), 0);
                }}
              >
                {words.changePassword}
              </Button>
            </div>
          </div>
        )
      ) : null}
      <FormField id={fieldId("from")} label={words.labels.from} error={error("from")}>
        <Hint id={fieldId("from")}>{words.hints.from}</Hint>
        <Input
          {...described(fieldId("from"), error("from"), true)}
          autoComplete="off"
          spellCheck={false}
          {...form.register("from")}
        />
      </FormField>
      <FormField
        id={fieldId("recipients")}
        label={words.labels.recipients}
        error={error("recipients")}
      >
        <Hint id={fieldId("recipients")}>{words.hints.recipients}</Hint>
        <Textarea
          {...described(fieldId("recipients"), error("recipients"), true)}
          className="min-h-20"
          spellCheck={false}
          {...form.register("recipients")}
        />
      </FormField>
      {askCurrentPassword ? (
        <FormField
          id={fieldId("currentPassword")}
          label={words.labels.currentPassword}
          error={error("currentPassword")}
        >
          <Input
            {...described(fieldId("currentPassword"), error("currentPassword"))}
            type="password"
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
        </FormField>
      ) : null}
      {unexplained ? (
        <Alert variant="destructive" role="alert">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>
            {errorDescription(save.error, words.saveFailure.title)}
          </AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden />
        ) : (
          <SaveIcon aria-hidden />
        )}
        {save.isPending ? words.saving : words.save}
      </Button>
    </form>
  );
}
