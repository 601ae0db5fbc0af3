import { type LocalizedText, type NotificationContent, notificationContent } from '@portal/contract';

/** The notification's content (docs/product/notifications.md#content: a JSON document in a string); null when it is not one. */
export function parseContent(content: string): NotificationContent | null {
  try {
    const parsed = notificationContent.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The text in the reader's language, else English (the company always writes English). */
export function localized(text: LocalizedText | undefined, language: string): string | undefined {
  if (!text) return undefined;
  const own = language === 'ru' || language === 'ar' ? text[language] : undefined;
  return own?.trim() ? own : text.en;
}

export type NotificationKind = 'survey' | 'personal' | 'properties' | 'message';

/** What a notification without a title is about, for the title the app gives it. */
export function kindOf(content: NotificationContent | null, isSurvey: boolean): NotificationKind {
  if (isSurvey) return 'survey';
  if (content && content.personal_data.length > 0) return 'personal';
  if (content && content.properties_data.length > 0) return 'properties';
  return 'message';
}
