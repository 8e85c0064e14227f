/** `{name}` in content words, filled with the page's values; unknown tokens stay as written. */
export function fillTokens(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (token, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : token,
  );
}

/** What a text page's words may name (`{brandName}`, `{email}`, `{address}`): the company's. */
export const textPageTokens = (site: { brandName: string; email: string; address: string }) => ({
  brandName: site.brandName,
  email: site.email,
  address: site.address,
});
