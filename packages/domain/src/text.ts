/**
 * Whether a text has something to read: a character that is neither white space nor an invisible format character
 * (zero-width space, word joiner, byte-order mark, direction marks). A required text made only of those is blank, as
 * one made of spaces is (docs/product/help.md#support-form).
 */
export function hasVisibleText(text: string): boolean {
  return /[^\s\p{Cf}]/u.test(text);
}
