import type { Tx } from '../client.ts';
import { notifications, type StoredNotificationContent } from '../schema/help.ts';
import type { SeededProperty } from './properties.ts';

type Text = { en: string; ru?: string; ar?: string };
/** A notification's words; `{p}` is the property's nickname. */
interface Words {
  title: Text;
  message: Text;
}

const WORDS = {
  welcome: {
    title: {
      en: 'Welcome to the owner portal',
      ru: 'Добро пожаловать в портал владельца',
      ar: 'مرحبًا بك في بوابة الملاك',
    },
    message: {
      en: 'You can now see your calendar, block dates for your own stays, read statements and write to us from the app.',
      ru: 'Теперь в приложении можно смотреть календарь, бронировать даты для собственного проживания, читать отчёты и писать нам.',
      ar: 'يمكنك الآن من خلال التطبيق الاطلاع على التقويم، وحجز تواريخ لإقامتك الخاصة، وقراءة الكشوفات، ومراسلتنا.',
    },
  },
  permit: {
    title: {
      en: 'Holiday-home permit expires soon',
      ru: 'Скоро истекает разрешение на аренду',
      ar: 'تصريح بيت العطلات ينتهي قريبًا',
    },
    message: {
      en: 'The holiday-home permit of {p} expires next month. Please upload the renewed permit in the property summary.',
      ru: 'Разрешение на краткосрочную аренду объекта {p} истекает в следующем месяце. Загрузите продлённое разрешение в сводке объекта.',
      ar: 'ينتهي تصريح بيت العطلات الخاص بـ {p} الشهر المقبل. يُرجى رفع التصريح المجدَّد في ملخص العقار.',
    },
  },
  contacts: {
    title: {
      en: 'Please confirm your contact details',
      ru: 'Проверьте контактные данные',
      ar: 'يُرجى تأكيد بيانات الاتصال',
    },
    message: {
      en: 'We are updating our records. Please check your phone number and emergency contacts.',
      ru: 'Мы обновляем наши записи. Проверьте, пожалуйста, номер телефона и контакты для экстренной связи.',
      ar: 'نقوم بتحديث سجلاتنا. يُرجى التحقق من رقم هاتفك وجهات الاتصال في حالات الطوارئ.',
    },
  },
  propertySurvey: {
    title: { en: 'Complete the property survey', ru: 'Заполните анкету объекта', ar: 'أكمل استبيان العقار' },
    message: {
      en: 'A few details of {p} are still missing, such as parking and Wi-Fi. It takes two minutes.',
      ru: 'Для объекта {p} не хватает нескольких сведений, например о парковке и Wi-Fi. Это займёт две минуты.',
      ar: 'لا تزال بعض تفاصيل {p} ناقصة، مثل موقف السيارات وشبكة Wi-Fi. لن يستغرق ذلك سوى دقيقتين.',
    },
  },
  furniture: {
    title: { en: 'New furniture installed', ru: 'Новая мебель установлена', ar: 'تم تركيب الأثاث الجديد' },
    message: {
      en: 'The new sofa and dining table at {p} are in place.',
      ru: 'Новый диван и обеденный стол в объекте {p} уже на месте.',
      ar: 'الأريكة وطاولة الطعام الجديدتان في {p} أصبحتا في مكانهما.',
    },
  },
  statement: {
    title: { en: 'Your statement is ready', ru: 'Отчёт готов', ar: 'كشف الحساب جاهز' },
    message: {
      en: "Last month's statement for {p} is published under Statements.",
      ru: 'Отчёт за прошлый месяц по объекту {p} опубликован в разделе «Отчёты».',
      ar: 'نُشر كشف حساب الشهر الماضي لـ {p} في قسم الكشوفات.',
    },
  },
  maintenance: {
    title: { en: 'Maintenance visit completed', ru: 'Техническое обслуживание выполнено', ar: 'اكتملت زيارة الصيانة' },
    message: {
      en: 'The air-conditioning service at {p} is done; the invoice is under Maintenance.',
      ru: 'Обслуживание кондиционеров в объекте {p} завершено; счёт — в разделе «Обслуживание».',
      ar: 'انتهت صيانة أجهزة التكييف في {p}؛ تجد الفاتورة في قسم الصيانة.',
    },
  },
  homeAddress: {
    title: { en: 'Please confirm your home address', ru: 'Подтвердите домашний адрес', ar: 'يُرجى تأكيد عنوان سكنك' },
    message: {
      en: 'We need your current home address for the annual tax letter.',
      ru: 'Для ежегодного налогового письма нам нужен ваш актуальный домашний адрес.',
      ar: 'نحتاج إلى عنوان سكنك الحالي لإعداد الخطاب الضريبي السنوي.',
    },
  },
  paused: {
    title: { en: 'Bookings paused', ru: 'Бронирования приостановлены', ar: 'تم إيقاف الحجوزات مؤقتًا' },
    message: {
      en: 'As agreed, {p} takes no bookings until the renovation is finished.',
      ru: 'Как договаривались, объект {p} не принимает бронирования до окончания ремонта.',
      ar: 'كما اتفقنا، لن يستقبل {p} أي حجوزات حتى انتهاء أعمال التجديد.',
    },
  },
  ownerStay: {
    title: { en: 'Owner stay confirmed', ru: 'Проживание владельца подтверждено', ar: 'تم تأكيد إقامة المالك' },
    message: {
      en: 'Your stay at {p} is confirmed. The keys will wait for you at the concierge.',
      ru: 'Ваше проживание в объекте {p} подтверждено. Ключи будут ждать вас у консьержа.',
      ar: 'تم تأكيد إقامتك في {p}. ستجد المفاتيح بانتظارك لدى مكتب الاستقبال.',
    },
  },
  // English only, as staff sometimes write: readers in other languages see the English text.
  rates: {
    title: { en: 'High-season rates reviewed' },
    message: { en: 'We reviewed the nightly rates of your properties for the high season.' },
  },
  passport: {
    title: { en: 'Passport details needed', ru: 'Нужны паспортные данные', ar: 'نحتاج إلى بيانات جواز السفر' },
    message: {
      en: 'Please make sure your nationality and passport details are up to date.',
      ru: 'Проверьте, пожалуйста, что гражданство и паспортные данные указаны верно.',
      ar: 'يُرجى التأكد من أن بيانات الجنسية وجواز السفر محدَّثة.',
    },
  },
  cleaning: {
    title: { en: 'New cleaning standard' },
    message: { en: 'From this month every stay ends with a hotel-standard deep clean.' },
  },
  onboarding: {
    title: { en: 'Finish your onboarding survey', ru: 'Завершите вступительную анкету', ar: 'أكمل استبيان التسجيل' },
    message: {
      en: 'Tell us about you and your property so we can start hosting guests.',
      ru: 'Расскажите о себе и своём объекте, чтобы мы могли начать принимать гостей.',
      ar: 'أخبرنا عنك وعن عقارك حتى نتمكن من البدء في استقبال الضيوف.',
    },
  },
  handover: {
    title: { en: 'We are preparing your property', ru: 'Мы готовим ваш объект', ar: 'نُجهّز عقارك' },
    message: {
      en: 'Our team is getting your property ready for its first guests. We will write when it is listed.',
      ru: 'Наша команда готовит объект к первым гостям. Мы напишем, когда объявление будет опубликовано.',
      ar: 'يعمل فريقنا على تجهيز عقارك لاستقبال أول الضيوف، وسنراسلك عند نشر الإعلان.',
    },
  },
  pool: {
    title: {
      en: 'Pool maintenance on Tuesday',
      ru: 'Обслуживание бассейна во вторник',
      ar: 'صيانة المسبح يوم الثلاثاء',
    },
    message: {
      en: 'The pool at {p} will be cleaned on Tuesday morning; guests have been told.',
      ru: 'Бассейн в объекте {p} будут чистить во вторник утром; гостей предупредили.',
      ar: 'سيُنظَّف المسبح في {p} صباح يوم الثلاثاء، وقد أُبلغ الضيوف بذلك.',
    },
  },
} satisfies Record<string, Words>;

interface Plan {
  words: keyof typeof WORDS;
  /** How long before the seed's now it was sent, in hours. */
  hoursAgo: number;
  isRead: boolean;
  /** The property it links to (its summary), by nickname. */
  property?: string;
  personalData?: string[];
  isSurvey?: boolean;
}

/**
 * Per demo owner, newest first. owner@example.com has 13 (4 unread), more than the list's limit of 10, with links to
 * property summaries and to personal details, and one survey notification.
 */
const PLANS: Record<string, Plan[]> = {
  'owner@example.com': [
    { words: 'permit', hoursAgo: 2, isRead: false, property: 'Marina Gate 1204' },
    { words: 'contacts', hoursAgo: 26, isRead: false, personalData: ['phone', 'emergency_contacts'] },
    { words: 'propertySurvey', hoursAgo: 74, isRead: false, property: 'Creek Harbour 88', isSurvey: true },
    { words: 'furniture', hoursAgo: 5 * 24, isRead: false, property: 'Palm Villa 7' },
    { words: 'welcome', hoursAgo: 8 * 24, isRead: true },
    { words: 'statement', hoursAgo: 12 * 24, isRead: true, property: 'Downtown Studio 5' },
    { words: 'maintenance', hoursAgo: 16 * 24, isRead: true, property: 'Marina Gate 1204' },
    { words: 'homeAddress', hoursAgo: 20 * 24, isRead: true, personalData: ['home_address'] },
    { words: 'paused', hoursAgo: 25 * 24, isRead: true, property: 'JBR Loft 310' },
    { words: 'ownerStay', hoursAgo: 31 * 24, isRead: true, property: 'Palm Villa 7' },
    { words: 'rates', hoursAgo: 40 * 24, isRead: true },
    { words: 'passport', hoursAgo: 52 * 24, isRead: true, personalData: ['nationality'] },
    { words: 'cleaning', hoursAgo: 64 * 24, isRead: true },
  ],
  'legacy@example.com': [
    { words: 'statement', hoursAgo: 6, isRead: false, property: 'Business Bay 2201' },
    { words: 'contacts', hoursAgo: 3 * 24, isRead: false, personalData: ['phone'] },
    { words: 'welcome', hoursAgo: 30 * 24, isRead: true },
  ],
  'pordal@example.com': [
    { words: 'pool', hoursAgo: 20, isRead: false, property: 'Jumeirah Villa 12' },
    { words: 'welcome', hoursAgo: 30 * 24, isRead: true },
  ],
  'new@example.com': [
    { words: 'onboarding', hoursAgo: 4, isRead: false, isSurvey: true },
    { words: 'welcome', hoursAgo: 2 * 24, isRead: true },
  ],
  'ru@example.com': [
    { words: 'propertySurvey', hoursAgo: 3, isRead: false, property: 'Марина 904', isSurvey: true },
    { words: 'homeAddress', hoursAgo: 2 * 24, isRead: false, personalData: ['home_address'] },
    { words: 'welcome', hoursAgo: 10 * 24, isRead: true },
  ],
  'done@example.com': [
    { words: 'handover', hoursAgo: 12, isRead: false },
    { words: 'welcome', hoursAgo: 6 * 24, isRead: true },
  ],
};

const HOUR = 60 * 60_000;

function fill(text: Text, nickname: string): Text {
  const put = (value: string) => value.replaceAll('{p}', nickname);
  return {
    en: put(text.en),
    ...(text.ru ? { ru: put(text.ru) } : {}),
    ...(text.ar ? { ar: put(text.ar) } : {}),
  };
}

export async function seedNotifications(
  tx: Tx,
  properties: SeededProperty[],
  ownerIds: Map<string, number>,
  now: Date,
): Promise<void> {
  const rows = Object.entries(PLANS).flatMap(([email, plans]) => {
    const ownerId = ownerIds.get(email);
    if (ownerId === undefined) return [];
    return plans.map((plan) => {
      const property = properties.find((p) => p.ownerEmail === email && p.nickname === plan.property);
      if (plan.property && !property) throw new Error(`no demo property ${plan.property} of ${email}`);
      const words: Words = WORDS[plan.words];
      const nickname = property?.nickname ?? '';
      const content: StoredNotificationContent = {
        title: fill(words.title, nickname),
        message: fill(words.message, nickname),
        personal_data: plan.personalData ?? [],
        properties_data: property ? [{ nickname: property.nickname, property_id: property.id }] : [],
      };
      const createdAt = new Date(now.getTime() - plan.hoursAgo * HOUR);
      return {
        ownerId,
        content,
        isSurvey: plan.isSurvey ?? false,
        createdAt,
        // Read an hour after it came.
        readAt: plan.isRead ? new Date(createdAt.getTime() + HOUR) : null,
      };
    });
  });
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}
