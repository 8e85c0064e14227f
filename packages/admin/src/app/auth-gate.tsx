import { miscMessages } from "@app/contract";
import { Loader2Icon } from "lucide-react";
import { LoginScreen } from "../features/auth/login-screen.tsx";
import { JoinPage } from "../features/team/join-page.tsx";
import { JOIN_ADDRESS } from "../lib/admin-address.ts";
import { useAdminPath } from "../lib/navigation.ts";
import { useSession } from "../lib/session.ts";
import { AdminPanel } from "./admin-panel.tsx";

/** The spec's admin access: checking ('Loading...'), then the login form or the panel. */
export function AuthGate() {
  const session = useSession();
  // An invitation's link is for someone without an account yet: it needs no session.
  if (useAdminPath() === JOIN_ADDRESS) return <JoinPage />;
  if (session.isPending) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50" role="status">
        <Loader2Icon className="mr-2 size-5 animate-spin text-brand-700" aria-hidden />
        <span className="text-sm font-medium text-slate-700">{miscMessages.loading}</span>
      </div>
    );
  }
  // No session, or the check failed: the login form.
  if (!session.data) return <LoginScreen />;
  return <AdminPanel email={session.data.admin.email} />;
}
