import type { Language } from "@app/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { readJson } from "../../lib/api-client.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { parseContent } from "./parse-content.ts";

/** How long typing must pause before the preview asks the server again. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface PreviewState {
  /** The public path shown, and its server-rendered HTML (of the draft, never saved). */
  page: { path: string; html: string } | undefined;
  /** The draft is not a JSON object: nothing was sent. */
  invalidJson: boolean;
  /** The server refused the draft (its message and fields) or could not render it. */
  error: unknown;
  /** A newer draft is being rendered; the page shown is the previous one. */
  updating: boolean;
}

/**
 * The public page a section feeds, in a language, rendered by the server from the unsaved
 * draft (POST /api/admin/preview writes nothing). Asks again once typing pauses.
 */
export function usePreview(section: string, text: string, lang: Language): PreviewState {
  const api = useAdminApi();
  const settledText = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const content = parseContent(settledText);
  const query = useQuery({
    queryKey: ["preview", section, lang, settledText],
    queryFn: ({ signal }) =>
      readJson(
        api.admin.preview.$post(
          { json: { section, content: content!, lang } },
          { init: { signal } },
        ),
      ),
    enabled: content !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 30_000,
    // A preview asked for in the background while typing does not interrupt the edit; the
    // save that follows finds the expired session and brings the login form.
    meta: { ignoreUnauthorized: true },
  });
  return {
    page: content && !query.isError ? query.data : undefined,
    invalidJson: content === undefined,
    error: query.isError ? query.error : undefined,
    updating: text !== settledText || query.isFetching,
  };
}
