// The FAQ's schemas, in a chunk of their own with zod that the FAQ page preloads (its `firstLoads` in
// src/config/paths.ts): its answer and the document it carries are parsed before anything is shown, a malformed one
// being docs/product/help.md#faq's FAQ failure (decision 070). No other owner page loads them.
export { faqDocument, faqResponse } from '@portal/contract';
