/** What a zod issue says and where, as every version of zod gives it. */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Per-field messages, as the API answers them and every form shows them: the first issue of
 * each field, keyed by its dotted path (`groups.2.title`), after `prefix`; "_root" for an
 * issue about the whole value.
 */
export function fieldErrors(
  issues: readonly Issue[],
  prefix: readonly PropertyKey[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    const key = path.length > 0 ? path.map(String).join(".") : "_root";
    fields[key] ??= issue.message;
  }
  return fields;
}
