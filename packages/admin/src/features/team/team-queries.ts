import type {
  InvitationAccept,
  InvitationRequest,
  RecoveryRequest,
  TeamMemberChange,
} from "@app/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { FORGET_SECRETS } from "../../lib/query-client.ts";
import { sessionKey } from "../../lib/session.ts";

type Answer<F extends (...args: never[]) => unknown> = SuccessJson<Awaited<ReturnType<F>>>;
export type TeamRow = Answer<ApiClient["admin"]["users"]["$get"]>["users"][number];

export const teamKeys = {
  list: ["team", "list"] as const,
  invitation: (token: string) => ["team", "invitation", token] as const,
};

/** The team and its open invitations; asked again each time the area opens. */
export function useTeam(enabled = true) {
  const api = useAdminApi();
  return useQuery({
    queryKey: teamKeys.list,
    queryFn: () => readJson(api.admin.users.$get()),
    select: (answer) => answer.users,
    refetchOnMount: "always",
    enabled,
  });
}

function useTeamChange<V, R>(send: (api: ApiClient, variables: V) => Promise<R>) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => send(api, variables),
    // Also after a refusal: someone else may have changed the team meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.list }),
  });
}

export const useInvite = () =>
  useTeamChange((api, json: InvitationRequest) =>
    readJson(api.admin.users.invitations.$post({ json })),
  );

export const useChangeMember = () =>
  useTeamChange((api, { id, change }: { id: string; change: TeamMemberChange }) =>
    readJson(api.admin.users[":id"].$patch({ param: { id }, json: change })),
  );

/** A link for the person to choose a new password; their sessions end (see RecoveryRequest). */
export const useRecovery = () =>
  useTeamChange((api, { id, request }: { id: string; request: RecoveryRequest }) =>
    readJson(api.admin.users[":id"].recovery.$post({ param: { id }, json: request })),
  );

/** Removes a person, or withdraws an invitation not yet accepted. */
export const useRemoveMember = () =>
  useTeamChange((api, id: string) => readJson(api.admin.users[":id"].$delete({ param: { id } })));

/** Who an invitation link is for; asked without a session. */
export function useInvitation(token: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: () => readJson(api.admin.invitations[":token"].$get({ param: { token } })),
    enabled: token !== "",
    meta: { ignoreUnauthorized: true },
  });
}

/** Accepts an invitation: the server signs the person in, so the session is theirs at once. */
export function useAcceptInvitation(token: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: InvitationAccept) =>
      readJson(api.admin.invitations[":token"].accept.$post({ param: { token }, json })),
    ...FORGET_SECRETS,
    meta: { ignoreUnauthorized: true },
    onSuccess: (answer) => {
      // Whatever an earlier person left in this browser's caches is not theirs to see.
      queryClient.removeQueries();
      // No session when a recovered account still has a second factor: they sign in with it.
      if (answer.admin) queryClient.setQueryData(sessionKey, answer);
    },
  });
}

/** Ends a person's Telegram link: the group's buttons stop acting as them. */
export const useUnlinkMemberTelegram = () =>
  useTeamChange((api, id: string) =>
    readJson(api.admin.users[":id"].telegram.$delete({ param: { id } })),
  );
