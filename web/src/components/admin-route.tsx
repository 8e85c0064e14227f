import { miscMessages } from "@app/contract/messages";
import { lazy, Suspense, useEffect } from "react";

/**
 * The admin app is reached only through this dynamic import, so its code is a separate chunk
 * that public pages never load. The server build gets the loading shell only.
 */
const AdminApp = lazy(() =>
  import.meta.env.SSR
    ? Promise.resolve({
        default: AdminLoading as (props: {
          apiBaseUrl: string;
          basePath: string;
        }) => React.ReactNode,
      })
    : import("@app/admin").then((module) => ({ default: module.AdminApp })),
);

export function AdminLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <p role="status" className="text-slate-600">
        {miscMessages.loading}
      </p>
    </div>
  );
}

/** Mounted by the client entry on /admin, outside the public site's router and layout. */
export function AdminRoot() {
  return (
    <Suspense fallback={<AdminLoading />}>
      {/* Each admin screen has its address under /admin (the server answers them all). */}
      <AdminApp apiBaseUrl="" basePath="/admin" />
    </Suspense>
  );
}

/** Reached by client-side navigation: the admin boots as its own page. */
export function AdminRedirect() {
  useEffect(() => {
    window.location.assign(window.location.href);
  }, []);
  return <AdminLoading />;
}
