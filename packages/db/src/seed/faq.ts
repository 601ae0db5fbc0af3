import type { Tx } from '../client.ts';
import { faqCategories, faqQuestions } from '../schema/help.ts';

interface Text {
  en: string;
  ru?: string;
  ar?: string;
}
interface DemoQuestion {
  key: string;
  question: Text;
  answer: Text;
}
interface DemoCategory {
  key: string;
  title: Text;
  questions: DemoQuestion[];
}

/**
 * The demo FAQ (docs/product/help.md#faq /help/faq): what holiday-home owners ask the company most. Two questions lack some
 * translations on purpose ('payout-currency' has neither Russian nor Arabic, 'furnishing-package' no Arabic), so the
 * reader's per-question fallback to English shows.
 */
export const DEMO_FAQ: DemoCategory[] = [
  {
    key: 'statements',
    title: { en: 'Statements and payouts', ru: 'Отчёты и выплаты', ar: 'الكشوفات والمدفوعات' },
    questions: [
      {
        key: 'statement-published',
        question: {
          en: 'When is my monthly statement published?',
          ru: 'Когда публикуется ежемесячный отчёт?',
          ar: 'متى يُنشر كشف الحساب الشهري؟',
        },
        answer: {
          en: 'Statements are prepared after the end of each month, once every stay that checked out in that month is closed. You usually find it under Statements within the first ten days of the next month.',
          ru: 'Отчёт готовится после окончания месяца, когда закрыты все проживания с выездом в этом месяце. Обычно он появляется в разделе «Отчёты» в первые десять дней следующего месяца.',
          ar: 'نُعدّ كشوفات الحساب بعد نهاية كل شهر، عند إغلاق جميع الإقامات التي انتهت بالمغادرة خلال ذلك الشهر. وعادةً ما تجد الكشف في قسم الكشوفات خلال الأيام العشرة الأولى من الشهر التالي.',
        },
      },
      {
        key: 'payout-when',
        question: { en: 'When do I receive my payout?', ru: 'Когда я получу выплату?', ar: 'متى أستلم دفعتي؟' },
        answer: {
          en: 'The net amount of a statement is transferred to the bank account in your settings within five working days after the statement is published.',
          ru: 'Чистая сумма по отчёту переводится на банковский счёт, указанный в настройках, в течение пяти рабочих дней после публикации отчёта.',
          ar: 'يُحوَّل صافي مبلغ الكشف إلى الحساب المصرفي المسجَّل في إعداداتك خلال خمسة أيام عمل من نشر الكشف.',
        },
      },
      {
        key: 'management-fee',
        question: {
          en: 'Why is the management fee different from month to month?',
          ru: 'Почему комиссия за управление меняется от месяца к месяцу?',
          ar: 'لماذا تختلف رسوم الإدارة من شهر لآخر؟',
        },
        answer: {
          en: 'The management fee is a percentage of the gross revenue of the stays in the statement, so it follows your earnings. The rate is in your management agreement.',
          ru: 'Комиссия за управление — это процент от валовой выручки за проживания, вошедшие в отчёт, поэтому она следует за вашим доходом. Ставка указана в договоре управления.',
          ar: 'رسوم الإدارة نسبة مئوية من إجمالي إيرادات الإقامات الواردة في الكشف، لذلك تتغير بتغير أرباحك. وتجد النسبة في اتفاقية الإدارة الخاصة بك.',
        },
      },
      {
        key: 'payout-currency',
        question: { en: 'Which currency are payouts made in?' },
        answer: {
          en: 'Payouts are made in the currency of the property, usually UAE dirhams (AED). Transfers in USD, EUR, GBP, RUB or SAR are possible on request; your bank may charge a conversion fee.',
        },
      },
    ],
  },
  {
    key: 'owner-stays',
    title: {
      en: 'Owner stays and blocked dates',
      ru: 'Проживание владельца и блокировка дат',
      ar: 'إقامات المالك والتواريخ المحجوزة',
    },
    questions: [
      {
        key: 'block-dates',
        question: {
          en: 'How do I block dates for my own stay?',
          ru: 'Как заблокировать даты для собственного проживания?',
          ar: 'كيف أحجز تواريخ لإقامتي الخاصة؟',
        },
        answer: {
          en: 'Open the calendar of the property and tap the first day of your stay. Choose the dates and times, add a note if you like, and tell us whether you need an access card or keys.',
          ru: 'Откройте календарь объекта и нажмите на первый день проживания. Выберите даты и время, при желании добавьте заметку и укажите, нужны ли вам карта доступа или ключи.',
          ar: 'افتح تقويم العقار واضغط على اليوم الأول من إقامتك. اختر التواريخ والأوقات، وأضف ملاحظة إن شئت، وأخبرنا إن كنت تحتاج إلى بطاقة دخول أو مفاتيح.',
        },
      },
      {
        key: 'change-block',
        question: {
          en: 'Can I change or cancel a block?',
          ru: 'Можно ли изменить или отменить блокировку?',
          ar: 'هل يمكنني تعديل الحجز أو إلغاؤه؟',
        },
        answer: {
          en: 'Yes, as long as it has not started: open the block from the calendar and edit or remove it. A stay that has already started can still be shortened or extended, but not removed.',
          ru: 'Да, пока проживание не началось: откройте блокировку в календаре и измените или удалите её. Начавшееся проживание можно сократить или продлить, но не удалить.',
          ar: 'نعم، ما دامت الإقامة لم تبدأ: افتح الحجز من التقويم وعدّله أو احذفه. أما الإقامة التي بدأت بالفعل فيمكن تقصيرها أو تمديدها، لكن لا يمكن حذفها.',
        },
      },
      {
        key: 'dates-refused',
        question: {
          en: "Why can't I block some dates?",
          ru: 'Почему я не могу заблокировать некоторые даты?',
          ar: 'لماذا لا يمكنني حجز بعض التواريخ؟',
        },
        answer: {
          en: 'Dates that already have a guest reservation cannot be blocked, and neither can dates in the contract termination period. If you need those dates, please contact support.',
          ru: 'Нельзя заблокировать даты, на которые уже есть бронирование гостей, а также даты в период расторжения договора. Если вам нужны эти даты, напишите в поддержку.',
          ar: 'لا يمكن حجز التواريخ التي عليها حجز لضيوف بالفعل، ولا التواريخ الواقعة ضمن فترة إنهاء العقد. إذا كنت بحاجة إلى تلك التواريخ، فيُرجى التواصل مع الدعم.',
        },
      },
    ],
  },
  {
    key: 'maintenance',
    title: { en: 'Maintenance and furnishing', ru: 'Обслуживание и меблировка', ar: 'الصيانة والتأثيث' },
    questions: [
      {
        key: 'repairs-who-pays',
        question: { en: 'Who pays for repairs?', ru: 'Кто платит за ремонт?', ar: 'من يدفع تكاليف الإصلاحات؟' },
        answer: {
          en: 'Small repairs are paid from the rental income and listed on your statement with their invoice. For any repair above AED 1,000 we ask for your approval first, except in an emergency.',
          ru: 'Мелкий ремонт оплачивается из доходов от аренды и указывается в отчёте вместе со счётом. Ремонт дороже 1 000 AED мы сначала согласовываем с вами, кроме экстренных случаев.',
          ar: 'تُدفع الإصلاحات البسيطة من إيرادات التأجير وتظهر في كشف حسابك مع فاتورتها. وأي إصلاح تتجاوز تكلفته 1,000 درهم نطلب موافقتك عليه أولًا، إلا في حالات الطوارئ.',
        },
      },
      {
        key: 'maintenance-invoices',
        question: {
          en: 'Where can I see maintenance invoices?',
          ru: 'Где посмотреть счета за обслуживание?',
          ar: 'أين أجد فواتير الصيانة؟',
        },
        answer: {
          en: 'Open Statements for the property and choose the Maintenance tab. Each invoice can be downloaded as a PDF.',
          ru: 'Откройте раздел «Отчёты» для объекта и перейдите на вкладку «Обслуживание». Каждый счёт можно скачать в PDF.',
          ar: 'افتح قسم الكشوفات للعقار واختر تبويب الصيانة. يمكن تنزيل كل فاتورة بصيغة PDF.',
        },
      },
      {
        key: 'furnishing-package',
        question: { en: 'What is the furnishing package?', ru: 'Что такое пакет меблировки?' },
        answer: {
          en: 'The furnishing package covers the furniture, linen and kitchen equipment a holiday home needs. Its cost and our fee are listed on the furnishing invoice and taken from your statements until paid.',
          ru: 'Пакет меблировки включает мебель, постельное бельё и кухонное оборудование, необходимые для апартаментов посуточной аренды. Его стоимость и наша комиссия указаны в счёте за меблировку и удерживаются из отчётов до полной оплаты.',
        },
      },
    ],
  },
  {
    key: 'documents',
    title: { en: 'Documents and permits', ru: 'Документы и разрешения', ar: 'المستندات والتصاريح' },
    questions: [
      {
        key: 'documents-needed',
        question: {
          en: 'Which documents do you need from me?',
          ru: 'Какие документы вам от меня нужны?',
          ar: 'ما المستندات التي تحتاجونها مني؟',
        },
        answer: {
          en: 'A copy of your passport, the title deed of each property, a recent DEWA bill and, for buildings that ask for it, a no-objection certificate (NOC) from the developer.',
          ru: 'Копия паспорта, свидетельство о праве собственности на каждый объект, свежий счёт DEWA и, если этого требует здание, письмо об отсутствии возражений (NOC) от застройщика.',
          ar: 'نسخة من جواز سفرك، وسند ملكية كل عقار، وفاتورة حديثة من هيئة كهرباء ومياه دبي (ديوا)، وشهادة عدم ممانعة من المطوّر للمباني التي تشترطها.',
        },
      },
      {
        key: 'permit-expiry',
        question: {
          en: 'What happens when the holiday-home permit expires?',
          ru: 'Что будет, если истечёт разрешение на краткосрочную аренду?',
          ar: 'ماذا يحدث عند انتهاء تصريح بيت العطلات؟',
        },
        answer: {
          en: 'A property without a valid permit cannot host guests. We remind you by e-mail before it expires; upload the renewed permit in the property summary.',
          ru: 'Объект без действующего разрешения не может принимать гостей. Мы заранее напомним вам по электронной почте; загрузите продлённое разрешение в сводке объекта.',
          ar: 'لا يمكن للعقار استقبال الضيوف دون تصريح ساري المفعول. سنذكّرك بالبريد الإلكتروني قبل انتهاء صلاحيته؛ ارفع التصريح المجدَّد في ملخص العقار.',
        },
      },
    ],
  },
  {
    key: 'account',
    title: { en: 'Account and app', ru: 'Аккаунт и приложение', ar: 'الحساب والتطبيق' },
    questions: [
      {
        key: 'change-password',
        question: { en: 'How do I change my password?', ru: 'Как сменить пароль?', ar: 'كيف أغيّر كلمة المرور؟' },
        answer: {
          en: 'Open Settings and choose Change password. If you forgot it, use "Forgot password" on the sign-in page and we will e-mail you a link.',
          ru: 'Откройте «Настройки» и выберите «Сменить пароль». Если вы его забыли, нажмите «Забыли пароль?» на странице входа, и мы пришлём ссылку на почту.',
          ar: 'افتح الإعدادات واختر «تغيير كلمة المرور». وإذا نسيتها، فاستخدم «نسيت كلمة المرور» في صفحة تسجيل الدخول وسنرسل إليك رابطًا بالبريد الإلكتروني.',
        },
      },
      {
        key: 'change-language',
        question: {
          en: 'How do I change the language of the app?',
          ru: 'Как сменить язык приложения?',
          ar: 'كيف أغيّر لغة التطبيق؟',
        },
        answer: {
          en: 'Choose English, Русский or العربية in the language menu at the top. Your e-mails and documents follow the language you chose last.',
          ru: 'Выберите English, Русский или العربية в меню языка вверху экрана. Письма и документы приходят на языке, выбранном последним.',
          ar: 'اختر English أو Русский أو العربية من قائمة اللغة في أعلى الشاشة. تصلك الرسائل والمستندات باللغة التي اخترتها آخر مرة.',
        },
      },
      {
        key: 'phone-app',
        question: {
          en: 'Can I use the portal on my phone?',
          ru: 'Можно ли пользоваться порталом с телефона?',
          ar: 'هل يمكنني استخدام البوابة على هاتفي؟',
        },
        answer: {
          en: "Yes. Install the owner app from the App Store or Google Play, or open the portal in your phone's browser; you sign in with the same e-mail and password.",
          ru: 'Да. Установите приложение для владельцев из App Store или Google Play либо откройте портал в браузере телефона; вход — с теми же почтой и паролем.',
          ar: 'نعم. ثبّت تطبيق الملاك من App Store أو Google Play، أو افتح البوابة في متصفح هاتفك؛ وسجّل الدخول بالبريد الإلكتروني وكلمة المرور نفسيهما.',
        },
      },
    ],
  },
];

export async function seedFaq(tx: Tx): Promise<void> {
  for (const [categoryIndex, category] of DEMO_FAQ.entries()) {
    const [row] = await tx
      .insert(faqCategories)
      .values({
        key: category.key,
        position: categoryIndex + 1,
        titleEn: category.title.en,
        titleRu: category.title.ru ?? null,
        titleAr: category.title.ar ?? null,
      })
      .returning({ id: faqCategories.id });
    if (!row) throw new Error('faq category insert returned no row');
    await tx.insert(faqQuestions).values(
      category.questions.map((q, index) => ({
        categoryId: row.id,
        key: q.key,
        position: index + 1,
        questionEn: q.question.en,
        answerEn: q.answer.en,
        questionRu: q.question.ru ?? null,
        answerRu: q.answer.ru ?? null,
        questionAr: q.question.ar ?? null,
        answerAr: q.answer.ar ?? null,
      })),
    );
  }
}
