import { createApiClient, readJson } from "@app/admin/api-client";
import {
  type ActivityAction,
  type ActivityPage,
  BULK_UNDO_HEADER,
  type ImageVersion,
  type WebsiteImage,
} from "@app/contract";
import type { SignedInPerson } from "./bulk-access.ts";

export interface AdminApiOptions {
  /** "" for the page's own origin (the app forwards /api/* to the server). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers on every call (a Node client's Cookie and Origin). */
  headers?: Record<string, string>;
}

/**
 * The calls Bulk Replace makes besides uploads (those go by XMLHttpRequest, for their upload
 * progress: upload-client.ts). A failed answer throws the shared ApiRequestError; no answer at
 * all, fetch's TypeError (see failures.ts).
 */
export interface AdminApi {
  health(): Promise<boolean>;
  /** Who is signed in, with their role and what it allows (GET /api/admin/me). */
  me(): Promise<SignedInPerson>;
  listImages(): Promise<WebsiteImage[]>;
  versions(imageId: number): Promise<ImageVersion[]>;
  /**
   * Makes `version` current again (as a new version); 409 if the image is no longer at
   * `expectedVersion`. `undoneBatchId`: the Bulk Replace batch this restore undoes.
   */
  restore(
    imageId: number,
    version: number,
    expectedVersion?: number,
    undoneBatchId?: string,
  ): Promise<WebsiteImage>;
  /** One page of the activity log, newest first (`cursor`: the previous page's `nextCursor`). */
  activity(query: {
    action?: ActivityAction;
    cursor?: string;
    limit?: number;
  }): Promise<ActivityPage>;
}

/** The admin API through the typed client the admin itself uses (`hc<ApiType>`). */
export function createAdminApi(options: AdminApiOptions): AdminApi {
  const api = createApiClient(options.baseUrl, {
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.headers && { headers: options.headers }),
  });
  const id = (imageId: number) => ({ param: { id: String(imageId) } });

  return {
    async health() {
      try {
        await readJson(api.health.$get());
        return true;
      } catch {
        return false;
      }
    },
    me: async () => (await readJson(api.admin.me.$get())).admin,
    listImages: () => readJson(api.images.$get()),
    versions: (imageId) => readJson(api.admin.images[":id"].versions.$get(id(imageId))),
    async restore(imageId, version, expectedVersion, undoneBatchId) {
      const { image } = await readJson(
        api.admin.images[":id"].restore.$post(
          {
            ...id(imageId),
            json: { version, ...(expectedVersion !== undefined && { expectedVersion }) },
          },
          undoneBatchId ? { headers: { [BULK_UNDO_HEADER]: undoneBatchId } } : undefined,
        ),
      );
      return image;
    },
    activity: ({ action, cursor, limit }) =>
      readJson(
        api.admin.activity.$get({
          query: {
            ...(action && { action }),
            ...(cursor && { cursor }),
            ...(limit !== undefined && { limit: String(limit) }),
          },
        }),
      ),
  };
}
