import type { Language } from './languages.ts';

/**
 * One word per concept per language, for every text of the web app and the server (mail, PDFs). A key whose English
 * text names a concept (`en`) names it in Russian and Arabic with the glossary's word (`use`, any grammatical form),
 * and no text of a language uses a word the glossary set aside for it (`avoid`). English is the reference and keeps
 * the spec's exact texts ('An error occured', 'Section n from total', 'Logout').
 */
export interface GlossaryTerm {
  concept: string;
  /** The words, as a reader sees them. */
  words: Record<Language, string>;
  /** An English text that names the concept. */
  en: RegExp;
  /** How its translation names it (the glossary's word in any of its forms). */
  use: Record<Exclude<Language, 'en'>, RegExp>;
  /** Other words for the same concept, never used in that language. */
  avoid?: Partial<Record<Exclude<Language, 'en'>, RegExp>>;
}

// Arabic letters attach prefixes (ال، و، ب، ل) and suffixes (ات، ك), so Arabic terms are stems, not whole words.
export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    concept: 'statement (the monthly owner statement)',
    words: { en: 'statement, statements', ru: 'отчёт, отчёты', ar: 'كشف، الكشوفات' },
    en: /\bstatements?\b/i,
    use: { ru: /отч[её]т/i, ar: /كشف|كشوفات/ },
    avoid: { ru: /выписк/i, ar: /كشوف(?!ات)/ },
  },
  {
    concept: 'maintenance (tasks and invoices)',
    words: { en: 'maintenance', ru: 'обслуживание', ar: 'الصيانة' },
    en: /\bmaintenance\b/i,
    use: { ru: /обслуживани/i, ar: /صيانة/ },
    avoid: { ru: /ремонт/i },
  },
  {
    concept: 'invoice',
    words: { en: 'invoice', ru: 'счёт', ar: 'فاتورة' },
    en: /\binvoices?\b/i,
    use: { ru: /сч[её]т/i, ar: /فاتور|فواتير/ },
    avoid: { ru: /инвойс/i },
  },
  {
    concept: 'property',
    words: { en: 'property, properties', ru: 'объект, объекты', ar: 'عقار، العقارات' },
    // 'Property use taxes' is a tax's name, not the owner's property.
    en: /\bpropert(y|ies)\b(?! use)/i,
    use: { ru: /объект/i, ar: /عقار/ },
    avoid: { ru: /недвижимост|квартир/i, ar: /وحدة سكنية|ممتلك/ },
  },
  {
    concept: 'reservation, booking (a guest stay)',
    words: { en: 'reservation, booking', ru: 'бронирование', ar: 'حجز، الحجوزات' },
    en: /\b(reservations?|bookings?)\b(?! system)/i,
    use: { ru: /бронировани/i, ar: /حجز|حجوزات/ },
    avoid: { ru: /\bбронь|резерв/i },
  },
  {
    concept: 'block (dates held for the owner)',
    words: { en: 'block', ru: 'заблокировать, блокировка', ar: 'حظر' },
    en: /\bblock(s|ed)?\b/i,
    use: { ru: /блок|заблокир/i, ar: /حظر|حظور|محظور/ },
    // حجز is a guest's reservation; dates the owner keeps are blocked.
    avoid: { ar: /حجز (ال)?تواريخ|حجز تاريخ|حجز إقامة/ },
  },
  {
    concept: 'owners (plural)',
    words: { en: 'owners', ru: 'владельцы', ar: 'الملاك' },
    en: /\bowners\b/i,
    use: { ru: /владельц/i, ar: /ملاك/ },
    avoid: { ar: /المالك(ون|ين)|مالكون|مالكين/ },
  },
  {
    concept: 'payout (what the owner is paid)',
    words: { en: 'payout', ru: 'выплата', ar: 'المستحقات' },
    en: /\bpayouts?\b/i,
    use: { ru: /выплат/i, ar: /مستحقات/ },
    avoid: { ar: /صافي المدفوعات|عملة الدفع|تحويل أرباح/ },
  },
  {
    concept: 'occupancy (booked share of a month)',
    words: { en: 'occupancy', ru: 'заполняемость', ar: 'الإشغال' },
    en: /\boccupancy\b/i,
    use: { ru: /заполняемост/i, ar: /إشغال/ },
  },
  {
    concept: 'notification',
    words: { en: 'notification', ru: 'уведомление', ar: 'إشعار' },
    en: /\bnotifications?\b/i,
    use: { ru: /уведомлени/i, ar: /إشعار/ },
    avoid: { ru: /оповещени/i, ar: /تنبيه/ },
  },
  {
    concept: 'survey',
    words: { en: 'survey', ru: 'анкета', ar: 'الاستبيان' },
    en: /\bsurveys?\b/i,
    use: { ru: /анкет/i, ar: /استبيان/ },
    avoid: { ru: /(?<!\p{L})опрос/iu, ar: /استطلاع/ },
  },
  {
    concept: 'document (an owner document)',
    words: { en: 'document', ru: 'документ', ar: 'مستند' },
    en: /\bdocuments?\b/i,
    use: { ru: /документ/i, ar: /مستند/ },
    avoid: { ar: /وثيقة|الوثائق/ },
  },
  {
    concept: 'check-in and check-out (as labels)',
    words: { en: 'check-in, check-out', ru: 'заезд, выезд', ar: 'الوصول، المغادرة' },
    en: /^check-?(in|out)$/i,
    use: { ru: /заезд|выезд/i, ar: /الوصول|المغادرة/ },
    avoid: { ar: /تسجيل المغادرة/ },
  },
  {
    concept: 'password',
    words: { en: 'password', ru: 'пароль', ar: 'كلمة المرور' },
    en: /\bpasswords?\b/i,
    use: { ru: /парол/i, ar: /كلم(ة|تا|تي|ات) (ال)?مرور/ },
    avoid: { ar: /كلمة السر/ },
  },
];

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
// Soft hyphens break long words in narrow menus, and {{placeholders}} are filled in later: neither is a word.
const plain = (text: string) => text.replaceAll('\u00ad', '').replaceAll(/\{\{[^}]*\}\}/g, '');

/**
 * What breaks the glossary in one folder of locale files (language → parsed JSON): a translation that names a concept
 * with another word than the glossary's, or a word the glossary set aside. Plural forms are compared by base key.
 */
export function glossaryProblems(files: Partial<Record<Language, unknown>>, terms = GLOSSARY): string[] {
  const problems = new Set<string>();
  const byBase = (language: Exclude<Language, 'en'>) => {
    const texts = new Map<string, string[]>();
    for (const [key, text] of leaves(files[language])) {
      const base = key.replace(PLURAL_SUFFIX, '');
      texts.set(base, [...(texts.get(base) ?? []), text]);
    }
    return texts;
  };
  const translations = { ru: byBase('ru'), ar: byBase('ar') };
  for (const [key, english] of leaves(files.en)) {
    for (const term of terms) {
      if (!term.en.test(plain(english))) continue;
      for (const language of ['ru', 'ar'] as const) {
        for (const text of translations[language].get(key.replace(PLURAL_SUFFIX, '')) ?? []) {
          if (!term.use[language].test(plain(text))) {
            problems.add(`${language}: ${key} names the ${term.concept} without "${term.words[language]}": ${text}`);
          }
        }
      }
    }
  }
  for (const language of ['ru', 'ar'] as const) {
    for (const [key, text] of leaves(files[language])) {
      for (const term of terms) {
        const avoided = term.avoid?.[language];
        if (avoided?.test(plain(text))) {
          problems.add(`${language}: ${key} uses a word set aside for the ${term.concept}: ${text}`);
        }
      }
    }
  }
  return [...problems];
}
