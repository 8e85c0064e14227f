import {
  BULK_UNDO_HEADER,
  type ImageVersion,
  ImageVersionSchema,
  type WebsiteImage,
  WebsiteImageSchema,
} from "@app/contract";
import { errorFromAnswer, unreachableError } from "./api-errors.ts";

export interface AdminApiOptions {
  /** "" for the page's own origin (the app forwards /api/* to the server). */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Extra headers on every call (a Node client's Cookie and Origin). */
  headers?: Record<string, string>;
}

/** The few calls the bulk view makes besides uploads; answers checked with the contract. */
export interface AdminApi {
  health(): Promise<boolean>;
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
}

export function createAdminApi(options: AdminApiOptions): AdminApi {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call(path: string, init: RequestInit = {}): Promise<unknown> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        credentials: "include",
        ...init,
        headers,
      });
    } catch (error) {
      throw unreachableError(error);
    }
    const body = await response.text();
    if (!response.ok) throw errorFromAnswer(response.status, response.statusText, body);
    try {
      return JSON.parse(body);
    } catch {
      throw errorFromAnswer(
        response.status,
        response.statusText,
        "The server's answer was not JSON",
      );
    }
  }

  return {
    async health() {
      try {
        await call("/api/health");
        return true;
      } catch {
        return false;
      }
    },
    async listImages() {
      return WebsiteImageSchema.array().parse(await call("/api/images"));
    },
    async versions(imageId) {
      return ImageVersionSchema.array().parse(await call(`/api/admin/images/${imageId}/versions`));
    },
    async restore(imageId, version, expectedVersion, undoneBatchId) {
      const answer = await call(`/api/admin/images/${imageId}/restore`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(undoneBatchId && { [BULK_UNDO_HEADER]: undoneBatchId }),
        },
        body: JSON.stringify({
          version,
          ...(expectedVersion !== undefined && { expectedVersion }),
        }),
      });
      const image = (answer as { image?: unknown } | null)?.image;
      return WebsiteImageSchema.parse(image);
    },
  };
}
