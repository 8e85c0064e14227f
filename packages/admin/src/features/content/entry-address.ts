import {
  apiErrorMessages,
  type CollectionName,
  entryMessages,
  entryName,
  entryPath,
  RESERVED_PAGE_SLUGS,
  slug as slugSchema,
} from "@app/contract";

export interface AddressCheck {
  collection: CollectionName;
  /** The address typed, without its collection's path. */
  slug: string;
  /** A name was typed (a Khmer one may make no address): an empty address then asks for one. */
  named: boolean;
  /** Names of the live sections. */
  taken: ReadonlySet<string>;
  /** Names of the deleted entries: their addresses come back with them. */
  deleted: ReadonlySet<string>;
}

/** What is wrong with a new or changed entry address, in the owner's words, or undefined. */
export function addressProblem({
  collection,
  slug,
  named,
  taken,
  deleted,
}: AddressCheck): string | undefined {
  if (slug === "" && named) return entryMessages.addressNeeded;
  const checked = slugSchema("Address").safeParse(slug);
  if (!checked.success) return checked.error.issues[0]?.message;
  const name = entryName(collection, slug);
  const path = entryPath(collection, slug);
  if (taken.has(name)) return entryMessages.addressTaken(path);
  if (deleted.has(name)) return entryMessages.addressOfDeleted(path);
  if (collection === "page" && RESERVED_PAGE_SLUGS.has(slug)) {
    return apiErrorMessages.reservedPageSlug(slug);
  }
  return undefined;
}
