import { apiErrorMessages } from "@app/contract";
import { describe, expect, it, vi } from "vitest";
import { drivers } from "../../test/test-database.ts";
import { serverForTests } from "../../test/test-server.ts";

/*
 * Issue 29, finding 6: a NUL (or another control character, or a backslash) in a stored file's
 * path answered 500 and logged a long error: no stored name has one, so it is a plain 404,
 * answered before any query.
 */
describe.each(drivers)("stored file paths with unsafe characters [%s]", (kind) => {
  const api = serverForTests(kind, { login: false });

  it.each([
    "/images/%00",
    "/pdfs/a%00b.pdf",
    "/images/logo%00.svg",
    "/images/a%0Ab.png",
    "/pdfs/a%5Cb.pdf",
  ])("%s answers 404 with no error logged", async (path) => {
    const logged = vi.spyOn(api.server.running.deps.logger, "error");
    try {
      const response = await api.server.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: apiErrorMessages.notFound });
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });
});
