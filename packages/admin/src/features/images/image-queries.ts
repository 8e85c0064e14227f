import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { checkImageFile, type FileCheck } from "../../lib/file-checks.ts";

/** Query keys of the image list and of each image's versions; the desktop's bulk replace reuses them. */
export const imageKeys = {
  all: ["images"] as const,
  list: ["images", "list"] as const,
  versions: (imageId: number) => ["images", "versions", imageId] as const,
};

/**
 * Refreshes everything the admin knows about images (the list and every version history),
 * for changes made outside its own mutations, such as a desktop bulk replacement.
 */
export function useRefreshImages(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
    [queryClient],
  );
}

export type WebsiteImageRow = SuccessJson<Awaited<ReturnType<ApiClient["images"]["$get"]>>>[number];
type VersionsCall = ApiClient["admin"]["images"][":id"]["versions"]["$get"];
export type ImageVersionRow = SuccessJson<Awaited<ReturnType<VersionsCall>>>[number];
export type UploadResult = SuccessJson<Awaited<ReturnType<ApiClient["admin"]["upload"]["$post"]>>>;

export const imagesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: imageKeys.list, queryFn: () => readJson(api.images.$get()) });

/** GET /api/images: every registered image, by section then name. */
export const useImagesQuery = () => useQuery(imagesQuery(useAdminApi()));

export const useImageVersions = (imageId: number, enabled = true) => {
  const api = useAdminApi();
  return useQuery({
    queryKey: imageKeys.versions(imageId),
    queryFn: () =>
      readJson(api.admin.images[":id"].versions.$get({ param: { id: String(imageId) } })),
    enabled,
  });
};

export interface UploadRequest {
  file: File;
  /** The image replaced; without it the server replaces the image with the same filename, or adds one. */
  imageId?: number;
  /** The version the admin saw; a newer one on the server answers 409 instead of being replaced unseen. */
  expectedVersion?: number;
  section?: string;
  name?: string;
  description?: string;
}

/** The multipart upload: POST /api/admin/upload. Check the file with `checkImageFile` first. */
export function uploadImage(api: ApiClient, request: UploadRequest): Promise<UploadResult> {
  const { file, imageId, expectedVersion } = request;
  const text = (value: string | undefined) => value?.trim() || undefined;
  const section = text(request.section);
  const name = text(request.name);
  const description = text(request.description);
  const form = {
    image: file,
    ...(imageId !== undefined && { imageId }),
    ...(expectedVersion !== undefined && { expectedVersion }),
    ...(section && { section }),
    ...(name && { name }),
    ...(description && { description }),
  };
  return readJson(api.admin.upload.$post({ form }));
}

export type UploadOutcome =
  | { status: "refused"; check: Extract<FileCheck, { ok: false }> }
  | { status: "uploaded"; result: UploadResult };

/** Checks the file in the browser (type, size, magic bytes) and only then sends it. */
export function useUploadImage() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: async (request: UploadRequest): Promise<UploadOutcome> => {
      const check = await checkImageFile(request.file);
      if (!check.ok) return { status: "refused", check };
      return { status: "uploaded", result: await uploadImage(api, request) };
    },
    // Refreshed whatever happened: a failed replacement may mean the list is out of date (409).
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}

export function useRestoreImage() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({
      imageId,
      version,
      expectedVersion,
    }: {
      imageId: number;
      version: number;
      expectedVersion: number;
    }) =>
      readJson(
        api.admin.images[":id"].restore.$post({
          param: { id: String(imageId) },
          json: { version, expectedVersion },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
