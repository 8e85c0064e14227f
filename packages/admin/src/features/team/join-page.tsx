import { ROLE_DESCRIPTIONS, ROLE_NAMES } from "@app/contract";
import { Alert, AlertDescription, AlertTitle } from "@app/ui/components/alert";
import { Button } from "@app/ui/components/button";
import { Card, CardContent, CardDescription, CardHeader } from "@app/ui/components/card";
import { toast } from "@app/ui/lib/toast-store";
import { CircleAlertIcon, Loader2Icon, UserPlusIcon } from "lucide-react";
import { useState } from "react";
import { useAdminContext } from "../../admin-context.tsx";
import { errorDescription } from "../../lib/api-error.ts";
import { JoinForm } from "./join-form.tsx";
import { useInvitation } from "./team-queries.ts";

/** The token an invitation's link carries after `#`, so it never reaches a server's logs. */
const tokenOfPage = () =>
  typeof window === "undefined" ? "" : decodeURIComponent(window.location.hash.slice(1));

/**
 * The page an invitation's link opens: who is invited and as what, then their name and a new
 * password; joining signs them in and opens the admin. A link that no longer works says why,
 * in the server's words, and leads to the sign-in.
 */
export function JoinPage() {
  const { history } = useAdminContext();
  const [token] = useState(tokenOfPage);
  const invitation = useInvitation(token);
  const toSignIn = () => history.replace("/");

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <UserPlusIcon className="size-6" aria-hidden />
          </div>
          <h1 className="text-2xl font-bold text-brand-900">
            {invitation.data?.recovery ? "Choose a new password" : "Join the admin"}
          </h1>
          {invitation.data?.recovery ? (
            <CardDescription>
              For <span className="wrap-anywhere">{invitation.data.email}</span> (
              {ROLE_NAMES[invitation.data.role]}). Your old password no longer works once you set
              this one.
            </CardDescription>
          ) : invitation.data ? (
            <CardDescription>
              <span className="wrap-anywhere">{invitation.data.email}</span> is invited as{" "}
              <strong>{ROLE_NAMES[invitation.data.role]}</strong>:{" "}
              {ROLE_DESCRIPTIONS[invitation.data.role]}
            </CardDescription>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {token === "" ? (
            <Alert variant="destructive" role="alert">
              <CircleAlertIcon aria-hidden />
              <AlertDescription>
                This address has no invitation in it. Open the whole link you were given, or ask the
                owner for a new one.
              </AlertDescription>
            </Alert>
          ) : invitation.isPending ? (
            <p
              className="flex items-center justify-center gap-2 text-sm text-slate-700"
              role="status"
            >
              <Loader2Icon className="size-4 animate-spin" aria-hidden />
              Checking the invitation...
            </p>
          ) : invitation.isError ? (
            <Alert variant="destructive" role="alert">
              <CircleAlertIcon aria-hidden />
              <div>
                <AlertTitle>This link cannot be used</AlertTitle>
                <AlertDescription>
                  {errorDescription(
                    invitation.error,
                    "The invitation could not be checked. Reload the page to try again.",
                  )}
                </AlertDescription>
              </div>
            </Alert>
          ) : (
            <JoinForm
              token={token}
              invitation={invitation.data}
              onJoined={(signedIn) => {
                toast(
                  signedIn
                    ? { title: "Welcome", description: "You are signed in.", variant: "success" }
                    : {
                        title: "Your new password is set",
                        description:
                          "Sign in with it and your authenticator code or passkey, as before.",
                        variant: "success",
                      },
                );
                toSignIn();
              }}
            />
          )}
          {invitation.data ? null : (
            <Button variant="outline" onClick={toSignIn}>
              Go to sign-in
            </Button>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
