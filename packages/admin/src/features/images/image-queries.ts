import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { checkImageFile, type FileCheck } from "../../lib/file-checks.ts";
import {
  type StoredFileVersionRow,
  storedFileKeys,
  type UploadRequest,
  type UploadResult,
  uploadFile,
} from "../../lib/stored-file-queries.ts";

/** Query keys of the image list and of each image's versions and usage; the desktop's bulk replace reuses them. */
export const imageKeys = storedFileKeys("images");

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
export type ImageVersionRow = StoredFileVersionRow;
export type { UploadRequest, UploadResult };

export const imagesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: imageKeys.list, queryFn: () => readJson(api.images.$get()) });

/** GET /api/images: every registered image, by section then name. */
export const useImagesQuery = () => useQuery(imagesQuery(useAdminApi()));

/** The multipart upload: POST /api/admin/upload. Check the file with `checkImageFile` first. */
export const uploadImage: (api: ApiClient, request: UploadRequest) => Promise<UploadResult> =
  uploadFile;

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
      return { status: "uploaded", result: await uploadFile(api, request) };
    },
    // Refreshed whatever happened: a failed replacement may mean the list is out of date (409).
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
