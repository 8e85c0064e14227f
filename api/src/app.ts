import { Hono } from "hono";
import type { AppDeps } from "./app-deps.ts";
import type { AppEnv } from "./app-env.ts";
import { contentRoutes } from "./content/content.routes.ts";
import { contentSummaryRoutes } from "./content/content-summaries.routes.ts";
import { translationRoutes } from "./content/translations/translations.routes.ts";
import { documentFileRoutes, imageApiRoutes, imageFileRoutes } from "./files/images.routes.ts";
import { defaultBodyLimit } from "./lib/body-limit.ts";
import { compressJson } from "./middleware/compress-json.ts";
import { errorHandler, notFoundHandler } from "./middleware/error-handler.ts";
import { originCheck } from "./middleware/origin-check.ts";
import { requestId } from "./middleware/request-id.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { refuseUnsafeApiPaths } from "./middleware/unsafe-api-path.ts";
import { accountRoutes } from "./routes/account/account.routes.ts";
import { activityRoutes } from "./routes/activity/activity.routes.ts";
import { adminAuthRoutes } from "./routes/admin-auth/admin-auth.routes.ts";
import { backupRoutes } from "./routes/backups/backups.routes.ts";
import { healthRoutes } from "./routes/health/health.routes.ts";
import { insightsRoutes } from "./routes/insights/insights.routes.ts";
import { mailRoutes } from "./routes/mail/mail.routes.ts";
import { redirectRoutes } from "./routes/redirects/redirects.routes.ts";
import { searchRoutes } from "./routes/search/search.routes.ts";
import { submissionRoutes } from "./routes/submissions/submissions.routes.ts";
import { telegramRoutes } from "./routes/telegram/telegram.routes.ts";
import { teamRoutes } from "./team/team.routes.ts";
import { pageApiRoutes } from "./web/page-api.routes.ts";
import { previewPageRoutes } from "./web/preview-page.routes.ts";
import type { SiteRenderer } from "./web/site-renderer.ts";
import { standardListRoutes } from "./web/standard-lists.routes.ts";
import { webRoutes } from "./web/web.routes.ts";

/** The API routes under /api, chained so `hc<AppType>` knows every path and answer. */
const apiRoutes = (deps: AppDeps, renderer?: SiteRenderer) =>
  new Hono<AppEnv>()
    .use(originCheck(deps.config))
    .use(defaultBodyLimit)
    .route("/", healthRoutes(deps))
    .route("/", adminAuthRoutes(deps))
    .route("/", accountRoutes(deps))
    .route("/", activityRoutes(deps))
    .route("/", contentRoutes(deps))
    .route("/", contentSummaryRoutes(deps))
    .route("/", translationRoutes(deps))
    .route("/", imageApiRoutes(deps))
    .route("/", submissionRoutes(deps))
    .route("/", mailRoutes(deps))
    .route("/", telegramRoutes(deps))
    .route("/", backupRoutes(deps))
    .route("/", insightsRoutes(deps))
    .route("/", redirectRoutes(deps))
    .route("/", searchRoutes(deps))
    .route("/", teamRoutes(deps))
    .route("/", pageApiRoutes(deps, renderer))
    .route("/", standardListRoutes(deps));

export type ApiRoutes = ReturnType<typeof apiRoutes>;

/** Builds the whole app without opening a port; index.ts serves it, tests build their own. */
export function createApp(deps: AppDeps) {
  // The public site (server-rendered pages and static assets), when it has been built.
  const { webDist } = deps.config;
  const renderer = deps.caches.pages;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  const { bodyReadThroughMs } = deps.config;
  if (bodyReadThroughMs !== undefined) {
    app.use(async (c, next) => {
      c.set("bodyReadThroughMs", bodyReadThroughMs);
      await next();
    });
  }
  app.use(securityHeaders(deps.config.trustProxy, renderer?.scriptSources));
  app.onError(errorHandler(deps.logger));
  app.use("/api/*", refuseUnsafeApiPaths);
  // Lists such as every stored file's details grow with the site: sent compressed. Answers
  // that brought their own compressed forms (the content, page data) are left as they are.
  app.use("/api/*", compressJson);

  const api = apiRoutes(deps, renderer);
  api.notFound(notFoundHandler);
  app.route("/api", api);
  // A mistyped API path answers JSON, never the site's HTML page.
  app.all("/api/*", notFoundHandler);
  app.route("/images", imageFileRoutes(deps));
  app.route("/pdfs", documentFileRoutes(deps));
  if (webDist && renderer) {
    app.route("/preview", previewPageRoutes(deps, renderer));
    app.route("/", webRoutes(deps, webDist, renderer));
  }
  app.notFound(notFoundHandler);
  return app;
}
