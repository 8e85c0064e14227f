import { cameraPhoto } from "@app/api/camera-photo";
import {
  ATTACHMENT_ACCEPT,
  attachmentPath,
  formatFileSize,
  LeadAttachmentSchema,
  MAX_QUOTE_ATTACHMENTS,
  SITE_TEXTS,
} from "@app/contract";
import { hasBrowser, seriousAxeViolations } from "@app/testing/browser";
import { screenshot } from "@app/testing/screenshots";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { pdfDocument, scriptedPdf } from "../../packages/admin/e2e/pdf-files.ts";
import { formsReady, siteWithBrowser, storedSubmissions, watchConsole } from "./helpers.ts";

/**
 * Decision 045: a visitor on a phone sends documents with a quote request (the current
 * certificate, a scope list, a factory photo). They are chosen, listed and removed in the form,
 * refused at once when of the wrong kind, sent as multipart with the form, named in the
 * confirmation and kept with the lead.
 */
const site = siteWithBrowser();
const { en, km } = SITE_TEXTS;

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const certificate: Upload = {
  name: "current-certificate.pdf",
  mimeType: "application/pdf",
  buffer: pdfDocument({ text: "GOTS scope certificate" }),
};
const photo = cameraPhoto(320, 240).then(
  (bytes): Upload => ({
    name: "factory-photo.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(bytes),
  }),
);
const wordFile: Upload = {
  name: "scope-list.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.from("PK\u0003\u0004 not really a Word file"),
};

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A phone (390 × 844, touch) on the quote page, its form hydrated. */
async function phoneOn(path: string) {
  context = await site.browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    // axe is injected as an inline script.
    bypassCSP: true,
  });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(`${site.server.url}${path}`);
  await formsReady(page);
  return { page, problems };
}

/** The documents field's words as the site's content has them, in a language. */
async function documentsWords(language: "en" | "km") {
  const section = language === "en" ? "site" : "site@km";
  const answer = await site.server.request(`/api/content-json/${section}`);
  const { content } = (await answer.json()) as {
    content: { quoteDocumentsLabel: string; quoteDocumentsHint: string };
  };
  return { label: content.quoteDocumentsLabel, hint: content.quoteDocumentsHint };
}

/** The documents control of a form, as a visitor and a screen reader find it. */
async function documents(form: Locator, text = en) {
  const words = await documentsWords(text === en ? "en" : "km");
  const group = form.getByRole("group", { name: `${words.label} ${text.forms.optional}` });
  return {
    hint: words.hint,
    group,
    add: group.getByRole("button", { name: text.forms.addAttachments }),
    items: group.getByRole("listitem"),
    remove: (name: string) =>
      group.getByRole("button", { name: text.forms.removeAttachment(name), exact: true }),
    error: group.getByRole("alert"),
  };
}

/** Taps the add button and chooses files in the phone's picker, which takes several at once. */
async function choose(page: Page, add: Locator, files: Upload[]) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), add.tap()]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(files);
}

async function fillQuote(form: Locator, message: string, text = en) {
  await form.getByLabel(text.forms.fullName).fill("Chan Sophea");
  await form.getByLabel(text.forms.email).fill("sophea@mill.example");
  await form.getByLabel(text.forms.service, { exact: true }).selectOption({ index: 1 });
  await form.getByLabel(text.forms.message).fill(message);
}

/** What a visitor typed is all still there. */
async function expectTyped(form: Locator, message: string) {
  expect(await form.getByLabel(en.forms.fullName).inputValue()).toBe("Chan Sophea");
  expect(await form.getByLabel(en.forms.email).inputValue()).toBe("sophea@mill.example");
  expect(await form.getByLabel(en.forms.service, { exact: true }).inputValue()).not.toBe("");
  expect(await form.getByLabel(en.forms.message).inputValue()).toBe(message);
}

/** What a control's aria-describedby points at, as a screen reader reads it after its name. */
const description = (control: Locator) =>
  control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" "),
  );

/** Each listed file as "name size". */
const listed = (items: Locator) =>
  items.evaluateAll((lis) =>
    lis.map((li) => [...li.querySelectorAll("span")].map((span) => span.textContent).join(" ")),
  );

/** The lead as the admin reads it, with its attachments. */
async function storedLead(message: string) {
  const lead = (await storedSubmissions(site.server)).find((s) => s.message === message);
  expect(lead).toBeDefined();
  const cookie = await site.server.login();
  const detail = await site.server.request(`/api/admin/submissions/${lead!.id}`, { cookie });
  expect(detail.status).toBe(200);
  const { attachments } = (await detail.json()) as { attachments: unknown };
  return {
    id: lead!.id,
    cookie,
    attachments: LeadAttachmentSchema.array().parse(attachments),
  };
}

describe.skipIf(!hasBrowser)("documents with a quote request, on a phone", () => {
  it("lists, removes and refuses files, sends them with the quote and keeps them with the lead", async () => {
    const { page, problems } = await phoneOn("/quote");
    const form = page.getByRole("form", { name: en.forms.requestQuotation });
    const picker = await documents(form);
    const message = "Two dyeing sites; our GOTS certificate and a photo are attached.";
    await fillQuote(form, message);

    // Labelled, with the hint, a big target, and the picker offering the four kinds.
    await picker.group.getByText(picker.hint).waitFor();
    const target = (await picker.add.boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(44);
    expect(target.width).toBeGreaterThanOrEqual(300);
    expect(await form.locator("input[type=file]").getAttribute("accept")).toBe(ATTACHMENT_ACCEPT);

    const jpeg = await photo;
    await choose(page, picker.add, [certificate, jpeg]);
    await expect
      .poll(() => listed(picker.items))
      .toEqual([
        `${certificate.name} ${formatFileSize(certificate.buffer.byteLength)}`,
        `${jpeg.name} ${formatFileSize(jpeg.buffer.byteLength)}`,
      ]);

    // Removed, then chosen again: focus goes back to the add button.
    await picker.remove(jpeg.name).tap();
    await expect.poll(() => picker.items.count()).toBe(1);
    await expect.poll(() => picker.add.evaluate((el) => el === document.activeElement)).toBe(true);
    await choose(page, picker.add, [jpeg]);
    await expect.poll(() => picker.items.count()).toBe(2);

    // A Word file is refused at once, naming it, and tied to the button; nothing else is lost.
    await choose(page, picker.add, [wordFile]);
    await picker.error.getByText(en.validation.attachments.type(wordFile.name)).waitFor();
    expect(await description(picker.add)).toContain(en.validation.attachments.type(wordFile.name));
    expect(await picker.items.count()).toBe(2);
    await expectTyped(form, message);
    // The sentence comes into view under the button the picker left at the screen's bottom.
    await expect
      .poll(() => picker.error.evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight))
      .toBe(true);
    await screenshot(page, "quote-attachments-refused");

    // Up to three: of two more, the second is refused with the count sentence.
    const extra: Upload = { ...certificate, name: "scope-list.pdf" };
    const another: Upload = { ...certificate, name: "another.pdf" };
    await choose(page, picker.add, [extra, another]);
    await picker.error.getByText(en.validation.attachments.count(MAX_QUOTE_ATTACHMENTS)).waitFor();
    expect(await picker.items.count()).toBe(3);
    await picker.remove(extra.name).tap();
    await expect.poll(() => picker.items.count()).toBe(2);
    // A change to the list answers the last refusal.
    expect(await picker.error.count()).toBe(0);

    // With the files listed the form passes axe, and nothing overflows the phone's width.
    await picker.group.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await screenshot(page, "quote-attachments-phone");
    const violations = await seriousAxeViolations(page);
    expect(violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes)}`)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Sent once as multipart, whatever the visitor does while it goes; the picker waits too.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posts: string[] = [];
    await page.route("**/api/quote", async (route) => {
      posts.push(route.request().headers()["content-type"] ?? "");
      await released;
      await route.continue();
    });
    await form.getByRole("button", { name: en.forms.submitQuote }).tap();
    const sending = form.getByRole("button", { name: en.forms.sending });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await picker.add.isDisabled()).toBe(true);
    expect(await picker.remove(certificate.name).isDisabled()).toBe(true);
    await form.evaluate((el: HTMLFormElement) => el.requestSubmit());
    release();

    const panel = page.locator("[data-form-confirmation]");
    await panel.waitFor({ timeout: 10_000 });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(await panel.getByText(en.confirmation.youSent, { exact: true }).count()).toBe(1);
    expect(await panel.locator("dt").allTextContents()).toContain(en.confirmation.attachments);
    expect(await panel.getByRole("listitem").allTextContents()).toEqual([
      certificate.name,
      jpeg.name,
    ]);
    await page.unroute("**/api/quote");

    // The lead keeps both files: the PDF as it was sent, the photo as a JPEG.
    const lead = await storedLead(message);
    expect(
      lead.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    ).toEqual([
      { filename: certificate.name, contentType: "application/pdf" },
      { filename: jpeg.name, contentType: "image/jpeg" },
    ]);
    expect(lead.attachments[0]!.byteSize).toBe(certificate.buffer.byteLength);
    const download = await site.server.request(attachmentPath(lead.id, lead.attachments[0]!.id), {
      cookie: lead.cookie,
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(certificate.buffer)).toBe(true);

    // Sending another starts with no file chosen.
    await page.getByRole("button", { name: en.confirmation.sendAnother }).tap();
    await form.waitFor();
    expect(await picker.items.count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("keeps every field and file when sending fails, and shows the server's refusal on the file", async () => {
    const { page, problems } = await phoneOn("/quote");
    const form = page.getByRole("form", { name: en.forms.requestQuotation });
    const picker = await documents(form);
    const message = "Our scope list has a form in it; the photo is fine.";
    await fillQuote(form, message);
    const scripted: Upload = { ...certificate, name: "scope-form.pdf", buffer: scriptedPdf() };
    const jpeg = await photo;
    await choose(page, picker.add, [scripted, jpeg]);
    await expect.poll(() => picker.items.count()).toBe(2);

    // Too many uploads at once: the server's words in a toast, everything kept.
    await page.route("**/api/quote", (route) =>
      route.fulfill({
        status: 503,
        headers: { "retry-after": "30" },
        contentType: "application/json",
        body: JSON.stringify({ error: en.answers.busy }),
      }),
    );
    await form.getByRole("button", { name: en.forms.submitQuote }).tap();
    await page.getByText(en.answers.busy, { exact: true }).waitFor({ timeout: 8000 });
    await expectTyped(form, message);
    expect(await picker.items.count()).toBe(2);
    await page.unroute("**/api/quote");

    // The server refuses the PDF with scripts: its sentence on the documents, which get the focus.
    await form.getByRole("button", { name: en.forms.submitQuote }).tap();
    const refusal = en.validation.attachments.scripts(scripted.name);
    await picker.error.getByText(refusal).waitFor({ timeout: 10_000 });
    await expect.poll(() => picker.add.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await description(picker.add)).toContain(refusal);
    await expectTyped(form, message);
    expect(await picker.items.count()).toBe(2);

    // Without it the quote goes, with the photo alone.
    await picker.remove(scripted.name).tap();
    expect(await picker.error.count()).toBe(0);
    await form.getByRole("button", { name: en.forms.submitQuote }).tap();
    const panel = page.locator("[data-form-confirmation]");
    await panel.waitFor({ timeout: 10_000 });
    expect(await panel.getByRole("listitem").allTextContents()).toEqual([jpeg.name]);
    const lead = await storedLead(message);
    expect(lead.attachments.map((a) => a.filename)).toEqual([jpeg.name]);
    expect(problems.filter((p) => !/status of (400|503)/.test(p))).toEqual([]);
  });

  it("speaks Khmer on the Khmer page, and a quote without files still goes as JSON", async () => {
    const { page, problems } = await phoneOn("/km/quote");
    const form = page.getByRole("form", { name: km.forms.requestQuotation });
    const picker = await documents(form, km);
    await picker.group.getByText(picker.hint).waitFor();
    await choose(page, picker.add, [
      { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    ]);
    await picker.error.getByText(km.validation.attachments.type("notes.txt")).waitFor();
    await picker.group.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await screenshot(page, "quote-attachments-khmer");
    expect(await picker.items.count()).toBe(0);

    const message = "សូមផ្ញើតម្លៃសម្រាប់វិញ្ញាបនបត្រ GOTS។";
    await fillQuote(form, message, km);
    const posts: string[] = [];
    await page.route("**/api/quote", (route) => {
      posts.push(route.request().headers()["content-type"] ?? "");
      return route.continue();
    });
    await form.getByRole("button", { name: km.forms.submitQuote }).tap();
    await page.locator("[data-form-confirmation]").waitFor({ timeout: 10_000 });
    expect(posts).toEqual(["application/json"]);
    const terms = await page.locator("[data-form-confirmation] dt").allTextContents();
    expect(terms).not.toContain(km.confirmation.attachments);
    expect((await storedLead(message)).attachments).toEqual([]);
    expect(problems).toEqual([]);
  });
});
