import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type * as React from "react";

/** Providers shared by the server render and the browser. */
export function Root({ client, children }: { client: QueryClient; children: React.ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
