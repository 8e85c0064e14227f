import { ATTACHMENTS_FIELD, quoteFormData } from "@app/contract";
import { ApiRequestError, errorFields } from "@app/contract/api-error";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormRejectedError, failureText, getJson, postForm } from "./http.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

const answering = (response: Response) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => response),
  );

describe("sending a form", () => {
  const answer = () => Response.json({ success: true, message: "Thank you", reference: "Q-00042" });
  const sent = (fetcher: ReturnType<typeof vi.fn>) => fetcher.mock.calls[0]![1] as RequestInit;

  it("posts values as JSON", async () => {
    const fetcher = vi.fn(async () => answer());
    vi.stubGlobal("fetch", fetcher);
    const payload = { name: "Sok Dara", source: { landingPage: "/" } };
    expect(await postForm("/api/quote", payload, "Failed")).toEqual({
      success: true,
      message: "Thank you",
      reference: "Q-00042",
    });
    const init = sent(fetcher);
    expect(init.headers).toMatchObject({ "content-type": "application/json" });
    expect(init.body).toBe(JSON.stringify(payload));
  });

  it("posts a quote with files as multipart, the files under the attachments field and the browser setting the type", async () => {
    const fetcher = vi.fn(async () => answer());
    vi.stubGlobal("fetch", fetcher);
    const pdf = new File(["%PDF-1.4"], "certificate.pdf", { type: "application/pdf" });
    const photo = new File([new Uint8Array(3)], "factory.jpg", { type: "image/jpeg" });
    await postForm(
      "/api/quote",
      quoteFormData({ name: "Sok Dara", phone: undefined, source: { landingPage: "/" } }, [
        pdf,
        photo,
      ]),
      "Failed",
    );
    const init = sent(fetcher);
    expect(init.headers).toEqual({ accept: "application/json" });
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get("name")).toBe("Sok Dara");
    expect(body.has("phone")).toBe(false);
    expect(body.get("source")).toBe('{"landingPage":"/"}');
    expect(body.getAll(ATTACHMENTS_FIELD).map((f) => (f as File).name)).toEqual([
      "certificate.pdf",
      "factory.jpg",
    ]);
  });

  it("throws a refused file as the API error with its message on the attachments field", async () => {
    const body = JSON.stringify({
      error: "Please check the highlighted fields.",
      fields: {
        attachments: "scope.pdf contains scripts or embedded files; please send a plain PDF",
      },
    });
    answering(new Response(body, { status: 400 }));
    const pdf = new File(["%PDF-1.4"], "scope.pdf", { type: "application/pdf" });
    const error = await postForm("/api/quote", quoteFormData({}, [pdf]), "Failed").catch(
      (e: unknown) => e,
    );
    expect(errorFields(error)).toEqual({
      attachments: "scope.pdf contains scripts or embedded files; please send a plain PDF",
    });
  });
});

describe("a failed call", () => {
  it("throws the shared API error: `status: body`, with the server's error text and fields", async () => {
    const body = JSON.stringify({
      error: "Please check the highlighted fields.",
      fields: { name: "Too short" },
    });
    answering(new Response(body, { status: 400, statusText: "Bad Request" }));
    const error = await postForm("/api/contact", {}, "Failed").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(`400: ${body}`);
    expect(errorFields(error)).toEqual({ name: "Too short" });
    expect(failureText(error, "Default")).toBe("Please check the highlighted fields.");
  });

  it("falls back to the status text for an empty body", async () => {
    answering(new Response(null, { status: 502, statusText: "Bad Gateway" }));
    await expect(getJson("/api/page-data")).rejects.toMatchObject({
      status: 502,
      message: "502: Bad Gateway",
    });
  });

  it("says `success: false` as FormRejectedError", async () => {
    answering(Response.json({ success: false }));
    await expect(postForm("/api/quote", {}, "Failed to send")).rejects.toEqual(
      new FormRejectedError("Failed to send"),
    );
  });
});

describe("failureText", () => {
  it("shows the server's error text when there is one, else the default", () => {
    expect(failureText(new ApiRequestError(500, '{"error":"Database down"}', "x"), "Default")).toBe(
      "Database down",
    );
    expect(failureText(new ApiRequestError(500, "<html>oops</html>", "x"), "Default")).toBe(
      "Default",
    );
    expect(failureText(new FormRejectedError("Failed to send quote request"), "Default")).toBe(
      "Failed to send quote request",
    );
    expect(failureText(new TypeError("Failed to fetch"), "Default")).toBe("Default");
  });
});
