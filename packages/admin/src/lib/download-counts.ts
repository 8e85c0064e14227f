import { useQuery } from "@tanstack/react-query";
import { useAdminApi } from "../admin-context.tsx";
import { readJson } from "./api-client.ts";

/**
 * Visitors' downloads of every PDF, as the server counted them (decision 029): shown on the
 * Documents cards and on the content entries that offer a PDF.
 */
export const useDownloadCounts = () => {
  const api = useAdminApi();
  return useQuery({
    queryKey: ["documents", "downloads"],
    queryFn: () => readJson(api.admin.documents.downloads.$get()),
    staleTime: 30_000,
  });
};

/** "Not downloaded yet", "Downloaded once", "Downloaded 1,243 times". */
export const downloadsText = (count: number | undefined) =>
  !count
    ? "Not downloaded yet"
    : count === 1
      ? "Downloaded once"
      : `Downloaded ${count.toLocaleString("en-US")} times`;
