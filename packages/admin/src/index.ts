/**
 * The admin app, mounted unchanged by the web (at /admin, lazily) and by the desktop app.
 * Besides the app, what a host may reuse: the typed API client, the image list and upload.
 */
import { AdminApp } from "./admin-app.tsx";

export { AdminApp };
export default AdminApp;

export { useAdminApi } from "./admin-context.tsx";
export { useContentList } from "./features/content/content-queries.ts";
export type { FrameVeil } from "./features/images/crop-frames.ts";
export { heroOverlayOf, slotVeil } from "./features/images/hero-veil.ts";
export {
  imageKeys,
  imagesQuery,
  type UploadOutcome,
  type UploadRequest,
  type UploadResult,
  uploadImage,
  useImagesQuery,
  useRefreshImages,
  useUploadImage,
  type WebsiteImageRow,
} from "./features/images/image-queries.ts";
export {
  imageSlotsQuery,
  slotRules,
  useImageSlotsQuery,
  useUpdateImageDetails,
} from "./features/images/image-slot-queries.ts";
export { type ApiClient, createApiClient, readJson, siteUrl } from "./lib/api-client.ts";
export { errorDescription } from "./lib/api-error.ts";
export { checkImageFile, type FileCheck } from "./lib/file-checks.ts";
export { imageFileFacts } from "./lib/image-file-facts.ts";
export { reloadWithoutAsking, useLeaveGuard } from "./lib/leave-guard.ts";
export type { AdminAppProps, AdminExtraTab, AdminPlatformExtras } from "./platform.ts";
