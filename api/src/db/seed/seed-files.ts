import {
  DOCUMENT_SECTION,
  documentPublicPath,
  imagePublicPath,
  PDF_CONTENT_TYPE,
  SITE_IMAGES,
} from "@app/contract";
import { sha256Hex } from "../../lib/sha256.ts";
import { deletedFiles, imageFiles, websiteImages } from "../schema.ts";
import { renderArtwork } from "./artwork/render-artwork.ts";
import { renderPdf } from "./documents/render-pdf.ts";
import { SEED_DOCUMENTS } from "./documents/seed-documents.ts";
import type { SeedTransaction } from "./seed-database.ts";

interface SeedFile {
  filename: string;
  filepath: string;
  section: string;
  name: string;
  description: string;
  contentType: string;
  width: number | null;
  height: number | null;
  /** The seeded artwork is abstract illustration: decorative until the admin says otherwise. */
  decorative: boolean;
  /** Made only when the file is missing: rendering every file at each start is wasted work. */
  render(): { bytes: Uint8Array; pageCount: number | null };
}

const artwork: SeedFile[] = SITE_IMAGES.map((entry) => ({
  filename: entry.filename,
  filepath: imagePublicPath(entry.filename),
  section: entry.section,
  name: entry.name,
  description: entry.description,
  contentType: "image/svg+xml",
  width: entry.width,
  height: entry.height,
  decorative: true,
  render: () => ({ bytes: new TextEncoder().encode(renderArtwork(entry)), pageCount: null }),
}));

const documents: SeedFile[] = SEED_DOCUMENTS.map((document) => ({
  filename: document.file,
  filepath: documentPublicPath(document.file),
  section: DOCUMENT_SECTION,
  name: document.title,
  description: document.subtitle,
  contentType: PDF_CONTENT_TYPE,
  width: null,
  height: null,
  decorative: false,
  render: () => renderPdf(document),
}));

/**
 * Every image the site shows, with original artwork, and every PDF it links to, each at
 * version 1 when missing. A file the admin replaced or restored keeps its own versions.
 */
export async function seedFiles(
  tx: SeedTransaction,
): Promise<{ images: number; documents: number }> {
  const stored = await tx.select({ filename: websiteImages.filename }).from(websiteImages);
  const deleted = await tx.select({ filename: deletedFiles.filename }).from(deletedFiles);
  // What the administrator deleted stays deleted, like a deleted section.
  const present = new Set([...stored, ...deleted].map((row) => row.filename));
  const insertMissing = async (files: readonly SeedFile[]) => {
    let inserted = 0;
    for (const file of files) {
      if (present.has(file.filename)) continue;
      await insertFile(tx, file);
      inserted++;
    }
    return inserted;
  };
  return { images: await insertMissing(artwork), documents: await insertMissing(documents) };
}

async function insertFile(tx: SeedTransaction, file: SeedFile): Promise<void> {
  const { bytes, pageCount } = file.render();
  const meta = {
    contentType: file.contentType,
    byteSize: bytes.byteLength,
    width: file.width,
    height: file.height,
    pageCount,
    sha256: sha256Hex(bytes),
  };
  const [image] = await tx
    .insert(websiteImages)
    .values({
      name: file.name,
      description: file.description,
      filename: file.filename,
      filepath: file.filepath,
      section: file.section,
      decorative: file.decorative,
      version: 1,
      ...meta,
    })
    .returning({ id: websiteImages.id });
  await tx.insert(imageFiles).values({ imageId: image!.id, version: 1, bytes, ...meta });
}
