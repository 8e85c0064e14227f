import {
  IMAGE_SLOTS,
  type ImageDetails,
  type ImageSlotId,
  type ImageSlotRule,
  type ImageSlotsAnswer,
} from "@app/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminApi } from "../../admin-context.tsx";
import { type ApiClient, readJson } from "../../lib/api-client.ts";
import { imageKeys } from "./image-queries.ts";

/** Under the image keys: any image change (an upload, a content save elsewhere) refreshes it. */
const slotKeys = [...imageKeys.all, "slots"] as const;

/** Module-level, so the Map is rebuilt only when the answer changes, not on every render. */
const slotsByImage = (answer: ImageSlotsAnswer) =>
  new Map(answer.items.map((item) => [item.imageId, item.slots]));

export const imageSlotsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: slotKeys,
    queryFn: () => readJson(api.admin["image-slots"].$get()),
    select: slotsByImage,
  });

/** GET /api/admin/image-slots: the slots each image fills, by image id. */
export const useImageSlotsQuery = () => useQuery(imageSlotsQuery(useAdminApi()));

/** A slot's rule with the slot's id. */
export type SlotRule = ImageSlotRule & { id: ImageSlotId };

/** The rules of the slots an image fills, with their ids. */
export const slotRules = (slots: readonly ImageSlotId[] | undefined) =>
  (slots ?? []).map((id): SlotRule => ({ id, ...IMAGE_SLOTS[id] }));

/** PATCH /api/admin/images/:id: alt text with the decorative flag, and the focal point. */
export function useUpdateImageDetails() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { writesSite: true },
    mutationFn: ({ imageId, details }: { imageId: number; details: ImageDetails }) =>
      readJson(api.admin.images[":id"].$patch({ param: { id: String(imageId) }, json: details })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: imageKeys.all }),
  });
}
