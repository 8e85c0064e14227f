import {
  errorDescription,
  heroOverlayOf,
  useContentList,
  useImageSlotsQuery,
  useImagesQuery,
  useRefreshImages,
} from "@app/admin";
import type { ImageSlotId, WebsiteImage } from "@app/contract";
import { useCallback, useMemo } from "react";
import { type AdminApi, createAdminApi } from "../../bulk/admin-api.ts";
import type { BulkSession } from "../../bulk/bulk-session.ts";
import { UNREACHABLE_MESSAGE } from "../../bulk/failures.ts";
import { createXhrUploader } from "../../bulk/upload-client.ts";
import type { DesktopBridge } from "../../shared/bridge.ts";
import { bridgeFileSource } from "../bridge.ts";
import { BulkAccessGate } from "./bulk-access-gate.tsx";
import { BulkReplaceView } from "./bulk-replace-view.tsx";
import { measurePixels } from "./measure-pixels.ts";

/** Slots that could not be loaded: files are sent as before, without the slot check. */
const NO_SLOTS: ReadonlyMap<number, readonly ImageSlotId[]> = new Map();

/**
 * The Bulk Replace view as a tab of the admin: it shares the admin's image list (so both
 * refresh together) and reaches the API on the app's own origin, which the main process
 * forwards to the server.
 */
export function BulkReplaceTab({
  bridge,
  session,
}: {
  bridge: DesktopBridge;
  session: BulkSession;
}) {
  const api = useMemo(() => createAdminApi({ baseUrl: "" }), []);
  return (
    <BulkAccessGate api={api}>
      <BulkReplaceReady bridge={bridge} session={session} api={api} />
    </BulkAccessGate>
  );
}

function BulkReplaceReady({
  bridge,
  session,
  api,
}: {
  bridge: DesktopBridge;
  session: BulkSession;
  api: AdminApi;
}) {
  const images = useImagesQuery();
  const slots = useImageSlotsQuery();
  // The hero's darkening, so a preview of the home page's picture shows it as visitors will.
  const heroOverlay = heroOverlayOf(useContentList().data);
  const uploader = useMemo(() => createXhrUploader(""), []);
  const source = useMemo(() => bridgeFileSource(bridge), [bridge]);
  // The list and any version history opened earlier: the batch changed both.
  const refreshImages = useRefreshImages();
  const notify = useCallback(
    (notification: { title: string; body: string }) => void bridge.showNotification(notification),
    [bridge],
  );
  return (
    <BulkReplaceView
      session={session}
      images={images.data as WebsiteImage[] | undefined}
      slots={slots.isError ? NO_SLOTS : slots.data}
      heroOverlay={heroOverlay}
      slotsError={slots.isError ? errorDescription(slots.error, UNREACHABLE_MESSAGE) : null}
      measure={measurePixels}
      refreshImages={refreshImages}
      api={api}
      uploader={uploader}
      source={source}
      notify={notify}
    />
  );
}
