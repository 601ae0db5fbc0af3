/** What the card says about bedrooms (docs/product/properties.md#the-card): a code the UI turns into words, or nothing. */
export type BedroomText = { code: 'STUDIO' } | { code: 'BEDROOMS'; count: number } | null;

export function bedroomText(bedrooms: number | null | undefined): BedroomText {
  if (bedrooms === null || bedrooms === undefined || !Number.isInteger(bedrooms) || bedrooms < 0) return null;
  if (bedrooms === 0) return { code: 'STUDIO' };
  return { code: 'BEDROOMS', count: bedrooms };
}
