import { errorDescription } from "@app/admin";
import { type ReactNode, useEffect, useState } from "react";
import type { AdminApi } from "../../bulk/admin-api.ts";
import { bulkReplaceRefusal } from "../../bulk/bulk-access.ts";
import { UNREACHABLE_MESSAGE } from "../../bulk/failures.ts";

type Access = { kind: "checking" } | { kind: "allowed" } | { kind: "refused"; words: string };

/**
 * Bulk Replace once the server has said who is signed in (GET /api/admin/me): for a role
 * without images, the reason in words instead, and nothing asked of the image routes.
 */
export function BulkAccessGate({ api, children }: { api: AdminApi; children: ReactNode }) {
  const [access, setAccess] = useState<Access>({ kind: "checking" });
  useEffect(() => {
    let current = true;
    api.me().then(
      (person) => {
        const words = bulkReplaceRefusal(person);
        if (current) setAccess(words ? { kind: "refused", words } : { kind: "allowed" });
      },
      (error: unknown) => {
        if (current)
          setAccess({ kind: "refused", words: errorDescription(error, UNREACHABLE_MESSAGE) });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);

  if (access.kind === "allowed") return children;
  return (
    <section
      aria-label="Bulk Replace"
      className="rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700 shadow-sm"
    >
      <p role={access.kind === "refused" ? "alert" : "status"}>
        {access.kind === "refused" ? access.words : "Checking what your role may do..."}
      </p>
    </section>
  );
}
