import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson, type SuccessJson } from "../../lib/api-client.ts";
import { checkDocumentFile, type DocumentCheck } from "../../lib/file-checks.ts";
import {
  storedFileKeys,
  type UploadRequest,
  type UploadResult,
  uploadFile,
} from "../../lib/stored-file-queries.ts";

/** Query keys of the PDF list and of each PDF's versions and usage. */
export const documentKeys = storedFileKeys("documents");

export type DocumentRow = SuccessJson<Awaited<ReturnType<ApiClient["documents"]["$get"]>>>[number];

/** GET /api/documents: every PDF, by section then name. */
export const useDocumentsQuery = () => {
  const api = useAdminApi();
  return useQuery({
    queryKey: documentKeys.list,
    queryFn: () => readJson(api.documents.$get()),
  });
};

export type DocumentUploadOutcome =
  | { status: "refused"; check: Extract<DocumentCheck, { ok: false }> }
  | { status: "uploaded"; result: UploadResult };

/** Checks the PDF in the browser (type, size, signature) and only then sends it. */
export function useUploadDocument() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: async (request: UploadRequest): Promise<DocumentUploadOutcome> => {
      const check = await checkDocumentFile(request.file);
      if (!check.ok) return { status: "refused", check };
      return { status: "uploaded", result: await uploadFile(api, request) };
    },
    // Refreshed whatever happened: a failed replacement may mean the list is out of date (409).
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
