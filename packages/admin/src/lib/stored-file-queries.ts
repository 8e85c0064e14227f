import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "./api-client.ts";

/**
 * Images and PDFs live in one store and share its endpoints (upload, versions, restore, usage,
 * delete); each kind keeps its own query keys so a change refreshes its own list.
 */
export const storedFileKeys = <Root extends string>(root: Root) => ({
  all: [root] as const,
  list: [root, "list"] as const,
  versions: (fileId: number) => [root, "versions", fileId] as const,
  usage: (fileId: number) => [root, "usage", fileId] as const,
});
export type StoredFileKeys = ReturnType<typeof storedFileKeys<string>>;

/** What the shared dialogs need to know of an image or a PDF. */
export interface StoredFileRef {
  id: number;
  name: string;
  filepath: string;
  version: number;
}

type FileCalls = ApiClient["admin"]["images"][":id"];
export type StoredFileVersionRow = SuccessJson<
  Awaited<ReturnType<FileCalls["versions"]["$get"]>>
>[number];
export type UploadResult = SuccessJson<Awaited<ReturnType<ApiClient["admin"]["upload"]["$post"]>>>;

const param = (fileId: number) => ({ param: { id: String(fileId) } });

export interface UploadRequest {
  file: File;
  /** The file replaced; without it the server replaces the file with the same filename, or adds one. */
  imageId?: number;
  /** The version the admin saw; a newer one on the server answers 409 instead of being replaced unseen. */
  expectedVersion?: number;
  section?: string;
  name?: string;
  description?: string;
}

/** The multipart upload of an image or a PDF: POST /api/admin/upload. Check the file first. */
export function uploadFile(api: ApiClient, request: UploadRequest): Promise<UploadResult> {
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

export const useFileVersions = (keys: StoredFileKeys, fileId: number, enabled = true) => {
  const api = useAdminApi();
  return useQuery({
    queryKey: keys.versions(fileId),
    queryFn: () => readJson(api.admin.images[":id"].versions.$get(param(fileId))),
    enabled,
  });
};

export function useRestoreFile(keys: StoredFileKeys) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({
      fileId,
      version,
      expectedVersion,
    }: {
      fileId: number;
      version: number;
      expectedVersion: number;
    }) =>
      readJson(
        api.admin.images[":id"].restore.$post({
          ...param(fileId),
          json: { version, expectedVersion },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/**
 * Where a file is used. Content saves elsewhere change the answer, so it is asked again each
 * time a card or dialog that shows it mounts; the server answers from its index, cheaply.
 */
export const useFileUsage = (keys: StoredFileKeys, fileId: number) => {
  const api = useAdminApi();
  return useQuery({
    queryKey: keys.usage(fileId),
    queryFn: () => readJson(api.admin.images[":id"].usage.$get(param(fileId))),
    staleTime: 0,
  });
};

/** Deletes a file the site does not use; a used one is refused with 409 and its usage. */
export function useDeleteFile(keys: StoredFileKeys) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: (fileId: number) => readJson(api.admin.images[":id"].$delete(param(fileId))),
    onSettled: (deleted, _error, fileId) => {
      // Not awaited: the refreshed list drops the card and its dialog, and the caller's own
      // callbacks (the toast) must run before that.
      void queryClient.invalidateQueries({
        queryKey: keys.all,
        // A deleted file's usage and versions are gone: asking for them again would only fail.
        predicate: (query) => !deleted || query.queryKey[2] !== fileId,
      });
    },
  });
}
