/**
 * A property picture as the card may load it: protocol-relative '//host/path' becomes 'https://host/path'
 * (docs/product/properties.md#the-card allows it), site-relative and http(s) URLs pass, anything else (javascript:, data:) gives null.
 */
export function pictureUrl(picture: string | null | undefined): string | null {
  const value = picture?.trim();
  if (!value) return null;
  if (value.startsWith('//')) return `https:${value}`;
  if (value.startsWith('/')) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}
