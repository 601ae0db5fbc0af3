/** A scope or event type as a text key: i18next reads ':' as a namespace and '.' as a level ('owners:write' → owners_write). */
export const textKey = (value: string) => value.replace(/[:.]/g, '_');
