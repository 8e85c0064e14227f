/** The API's type for `hc<ApiType>("/api")` clients in admin and web: responses are never re-typed. */
export type { ApiRoutes as ApiType } from "./app.ts";
