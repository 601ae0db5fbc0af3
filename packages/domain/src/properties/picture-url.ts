/** Any origin of our own: a path is resolved against it to learn whether a browser would stay on this site. */
const THIS_SITE = 'https://this-site.invalid';

/**
 * A property picture as the card may load it: protocol-relative '//host/path' becomes 'https://host/path'
 * (docs/product/properties.md#the-card allows it), site-relative and http(s) URLs pass, anything else (javascript:, data:) gives null.
 * A path is read as a browser reads it: '/\host/x.png' (a backslash counts as a slash) or '/<tab>/host' (tabs and
 * line breaks are dropped) leave the site, so they are given back as the https address they are, for the host check.
 */
export function pictureUrl(picture: string | null | undefined): string | null {
  const value = picture?.trim();
  if (!value) return null;
  if (value.startsWith('/') || value.startsWith('\\')) {
    let resolved: URL;
    try {
      resolved = new URL(value, THIS_SITE);
    } catch {
      return null;
    }
    if (resolved.origin === THIS_SITE) return `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return resolved.protocol === 'https:' ? resolved.href : null;
  }
  return /^https?:\/\//i.test(value) ? value : null;
}
