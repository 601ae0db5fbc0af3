import type { SurveySection } from '@portal/domain';
import { l, options } from './words.ts';

/** docs/product/settings-surveys.md#bank-details Bank account; the rules of docs/product/settings-surveys.md#bank-details hang on the validations (iban, swift, accountNumber, …). */
export const BANK: SurveySection = {
  id: 'bank',
  kind: 'bankData',
  name: l('Bank details for payouts', 'Банковские реквизиты для выплат', 'البيانات المصرفية لتحويل الأرباح'),
  description: l(
    'We pay your earnings into this account. Changing it needs your password.',
    'Мы переводим ваш доход на этот счёт. Для изменения реквизитов понадобится пароль.',
    'نحوّل أرباحك إلى هذا الحساب. يتطلب تغييره إدخال كلمة المرور.',
  ),
  fields: [
    {
      id: 'account_owner_name',
      type: 'textbox',
      bind: 'bank.account_owner_name',
      name: l('Account holder name', 'Имя владельца счёта', 'اسم صاحب الحساب'),
    },
    {
      id: 'account_bank_name',
      type: 'textbox',
      bind: 'bank.account_bank_name',
      name: l('Bank name', 'Название банка', 'اسم البنك'),
    },
    {
      id: 'account_iban',
      type: 'textbox',
      validation: 'iban',
      sensitive: true,
      bind: 'bank.account_iban',
      name: l('IBAN', 'IBAN', 'رقم الآيبان (IBAN)'),
      placeholder: l('AE and 21 digits, no spaces', 'AE и 21 цифра, без пробелов', 'AE و21 رقمًا بدون مسافات'),
    },
    {
      id: 'account_swift',
      type: 'textbox',
      validation: 'swift',
      bind: 'bank.account_swift',
      name: l('SWIFT / BIC', 'SWIFT / BIC', 'رمز السويفت (SWIFT / BIC)'),
    },
    {
      id: 'account_data',
      type: 'textbox',
      validation: 'accountNumber',
      sensitive: true,
      bind: 'bank.account_data',
      name: l('Account number', 'Номер счёта', 'رقم الحساب'),
    },
    {
      id: 'account_currency',
      type: 'radio',
      validation: 'currency',
      bind: 'bank.account_currency',
      name: l('Payout currency', 'Валюта выплат', 'عملة التحويل'),
      options: options([
        ['AED', 'UAE dirham (AED)', 'Дирхам ОАЭ (AED)', 'درهم إماراتي (AED)'],
        ['USD', 'US dollar (USD)', 'Доллар США (USD)', 'دولار أمريكي (USD)'],
        ['EUR', 'Euro (EUR)', 'Евро (EUR)', 'يورو (EUR)'],
        ['RUB', 'Russian rouble (RUB)', 'Российский рубль (RUB)', 'روبل روسي (RUB)'],
        ['GBP', 'Pound sterling (GBP)', 'Фунт стерлингов (GBP)', 'جنيه إسترليني (GBP)'],
        ['SAR', 'Saudi riyal (SAR)', 'Саудовский риял (SAR)', 'ريال سعودي (SAR)'],
      ]),
    },
    {
      id: 'account_sort_code',
      type: 'textbox',
      validation: 'bankCode',
      bind: 'bank.account_sort_code',
      name: l(
        'Sort code (UK accounts, optional)',
        'Sort code (для счетов в Великобритании, необязательно)',
        'رمز الفرز (لحسابات المملكة المتحدة، اختياري)',
      ),
    },
    {
      id: 'account_route_code',
      type: 'textbox',
      validation: 'bankCode',
      bind: 'bank.account_route_code',
      name: l(
        'Routing number (US accounts, optional)',
        'Routing number (для счетов в США, необязательно)',
        'رقم التوجيه (لحسابات الولايات المتحدة، اختياري)',
      ),
    },
    {
      id: 'account_address',
      type: 'textarea',
      bind: 'bank.account_address',
      name: l('Bank address (optional)', 'Адрес банка (необязательно)', 'عنوان البنك (اختياري)'),
    },
    {
      id: 'transfer_payout',
      type: 'textbox',
      bind: 'bank.transfer_payout',
      name: l(
        'Payout in AED: local account, if different (optional)',
        'Выплата в AED: местный счёт, если другой (необязательно)',
        'التحويل بالدرهم: حساب محلي إن كان مختلفًا (اختياري)',
      ),
    },
  ],
};

/** Which utility accounts the owner already holds; the utilities screen then keeps the accounts themselves. */
export const UTILITIES: SurveySection = {
  id: 'utilities',
  kind: 'utilities',
  name: l('Utilities overview', 'Коммунальные услуги', 'نظرة عامة على المرافق'),
  description: l(
    'Tell us which accounts are already in your name; we set up the rest.',
    'Укажите, какие счета уже оформлены на вас, остальное мы оформим сами.',
    'أخبرنا بالحسابات المسجّلة باسمك بالفعل، وسنتولى إعداد الباقي.',
  ),
  fields: [
    {
      id: 'utilities_in_name',
      type: 'checkbox',
      name: l('Which accounts are in your name?', 'Какие счета оформлены на вас?', 'ما الحسابات المسجّلة باسمك؟'),
      options: options([
        ['electricity_water', 'Electricity and water (DEWA)', 'Электричество и вода (DEWA)', 'الكهرباء والمياه (ديوا)'],
        ['internet', 'Internet', 'Интернет', 'الإنترنت'],
        ['gas', 'Gas', 'Газ', 'الغاز'],
        ['chiller', 'Chiller (cooling)', 'Охлаждение (чиллер)', 'التبريد (تشيلر)'],
        ['none', 'None yet', 'Пока никаких', 'لا شيء بعد'],
      ]),
    },
    {
      id: 'dewa_premise_number',
      type: 'textbox',
      validation: { pattern: '[0-9]{9}' },
      customValidationMessage: l(
        'The DEWA premise number has 9 digits',
        'Номер помещения DEWA состоит из 9 цифр',
        'يتكون رقم المبنى لدى ديوا من 9 أرقام',
      ),
      showIf: { field: 'utilities_in_name', equals: 'electricity_water' },
      name: l('DEWA premise number', 'Номер помещения DEWA', 'رقم المبنى لدى ديوا'),
    },
    {
      id: 'internet_provider',
      type: 'radio',
      showIf: { field: 'utilities_in_name', equals: 'internet' },
      name: l('Internet provider', 'Интернет-провайдер', 'مزوّد الإنترنت'),
      options: options([
        ['du', 'du', 'du', 'دو'],
        ['etisalat', 'e& (Etisalat)', 'e& (Etisalat)', 'اتصالات من e&'],
      ]),
    },
    {
      id: 'utilities_notes',
      type: 'textarea',
      required: false,
      name: l(
        'Anything else about the utilities? (optional)',
        'Что-нибудь ещё о коммунальных услугах? (необязательно)',
        'هل هناك ما تود إضافته بشأن المرافق؟ (اختياري)',
      ),
    },
  ],
};
