/** One language's texts: namespace → texts. */
export type LanguageTexts = Record<string, Record<string, unknown>>;

/**
 * One namespace per feature folder (namespace = folder name) and the namespaces shared with the server from
 * @portal/i18n (ownerStay, mail: one copy of texts the server writes too).
 */
export function languageTexts(
  featureFiles: Record<string, Record<string, unknown>>,
  shared: LanguageTexts,
): LanguageTexts {
  const texts: LanguageTexts = {};
  for (const [file, folderTexts] of Object.entries(featureFiles)) {
    const folder = /features\/([^/]+)\/locales\//.exec(file)?.[1];
    if (folder) texts[folder] = folderTexts;
  }
  for (const [namespace, sharedTexts] of Object.entries(shared)) {
    if (texts[namespace]) throw new Error(`namespace ${namespace} is both a web folder and shared`);
    texts[namespace] = sharedTexts;
  }
  return texts;
}
