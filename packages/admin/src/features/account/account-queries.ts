import type { PasswordChange, Reauth, TotpConfirm, TotpSetupRequestSchema } from "@app/contract";
import { startRegistration } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { passkeyAnswer, passkeyOptions } from "../../lib/passkeys.ts";
import { FORGET_SECRETS } from "../../lib/query-client.ts";
import { type AdminSession, sessionKey } from "../../lib/session.ts";
import { proofBody } from "../../lib/step-up.ts";
import { totpStatusKey } from "../../lib/totp-status.ts";

export { useTotpStatus } from "../../lib/totp-status.ts";

type TotpSetupRequest = z.infer<typeof TotpSetupRequestSchema>;
type Answer<F extends (...args: never[]) => unknown> = SuccessJson<Awaited<ReturnType<F>>>;
export type SessionRow = Answer<ApiClient["admin"]["sessions"]["$get"]>["items"][number];
export type PasskeyRow = Answer<ApiClient["admin"]["passkeys"]["$get"]>["items"][number];

export const accountKeys = {
  sessions: ["account", "sessions"] as const,
  totp: totpStatusKey,
  passkeys: ["account", "passkeys"] as const,
};

/**
 * Asked again each time the Account area opens: other devices sign in and out meanwhile, and
 * the area is only on screen when someone looks at it.
 */
const FRESH_ON_OPEN = { refetchOnMount: "always" } as const;

export function useSessions() {
  const api = useAdminApi();
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: () => readJson(api.admin.sessions.$get()),
    ...FRESH_ON_OPEN,
  });
}

export function useEndSession() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => readJson(api.admin.sessions[":id"].$delete({ param: { id } })),
    // Also after a 404: the session had ended already, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

export function useEndOtherSessions() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    // The proof ("confirm it's you") only when the server asked for it (useStepUp).
    mutationFn: (proof?: Reauth) =>
      readJson(api.admin.sessions["end-others"].$post(undefined, proofBody(proof))),
    ...FORGET_SECRETS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/**
 * The server ends every other session and gives this one a new cookie. The new password met
 * the policy: the session's "please change it" is over.
 */
export function useChangePassword() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: PasswordChange) => readJson(api.admin.password.$post({ json })),
    ...FORGET_SECRETS,
    onSuccess: () => {
      queryClient.setQueryData<AdminSession | null>(sessionKey, (session) =>
        session ? { admin: { ...session.admin, passwordChangeSuggested: false } } : session,
      );
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}

/**
 * A new pending key, after the password: the QR code and the secret. Nothing changes until a
 * code confirms it.
 */
export function useStartTotpSetup() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: (json: TotpSetupRequest) => readJson(api.admin.totp.setup.$post({ json })),
    ...FORGET_SECRETS,
  });
}

function useTotpChange<V, T>(request: (api: ApiClient, values: V) => Promise<T>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: V) => request(api, values),
    ...FORGET_SECRETS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.totp }),
  });
}

/** Turns two-step sign-in on with a code of the pending key; answers the recovery codes. */
export const useEnableTotp = () =>
  useTotpChange((api, code: string) => readJson(api.admin.totp.enable.$post({ json: { code } })));

export const useDisableTotp = () =>
  useTotpChange((api, json: TotpConfirm) => readJson(api.admin.totp.disable.$post({ json })));

/** Replaces every recovery code with ten new ones. */
export const useRenewRecoveryCodes = () =>
  useTotpChange((api, json: TotpConfirm) =>
    readJson(api.admin.totp["recovery-codes"].$post({ json })),
  );

export function usePasskeys() {
  const api = useAdminApi();
  return useQuery({
    queryKey: accountKeys.passkeys,
    queryFn: () => readJson(api.admin.passkeys.$get()),
    ...FRESH_ON_OPEN,
  });
}

export interface AddPasskey {
  name: string;
  /** The password, and with two-step sign-in on, a code or a recovery code. */
  reauth: Reauth;
}

/**
 * The server's challenge (given only for the password, and a code when two-step sign-in is
 * on), the browser's prompt to make a passkey, its answer back. `onConfirmed` runs once the
 * server has taken the password and code: a code or recovery code is spent from then on.
 */
export function useAddPasskey({ onConfirmed }: { onConfirmed?: () => void } = {}) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, reauth }: AddPasskey) => {
      const options = await readJson(api.admin.passkeys.options.$post({ json: reauth }));
      onConfirmed?.();
      const answer = await startRegistration({ optionsJSON: passkeyOptions("create", options) });
      return readJson(
        api.admin.passkeys.$post({ json: { name, response: passkeyAnswer(answer) } }),
      );
    },
    ...FORGET_SECRETS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}

export function useRemovePasskey() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    // A passkey's id is base64url, safe in a path already; encoded all the same.
    mutationFn: ({ id, proof }: { id: string; proof?: Reauth }) =>
      readJson(
        api.admin.passkeys[":id"].$delete(
          { param: { id: encodeURIComponent(id) } },
          proofBody(proof),
        ),
      ),
    ...FORGET_SECRETS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.passkeys }),
  });
}
