import type { SurveySection } from '@portal/domain';
import { l, options } from './words.ts';

/** A property the company already manages: the facts the summary shows (bound to the property's columns). */
export const PROPERTY_DETAILS: SurveySection = {
  id: 'property_details',
  kind: 'propertyDetails',
  name: l('Property details', 'Сведения об объекте', 'تفاصيل العقار'),
  fields: [
    {
      id: 'has_parking',
      type: 'boolean',
      name: l('Does the property have parking?', 'Есть ли у объекта парковка?', 'هل يتوفر موقف سيارات للعقار؟'),
    },
    {
      id: 'parking',
      type: 'textbox',
      bind: 'property.parking',
      showIf: { field: 'has_parking', equals: true },
      name: l('Parking (level and bay)', 'Парковка (уровень и место)', 'موقف السيارات (الطابق ورقم الموقف)'),
    },
    {
      id: 'wifi_name',
      type: 'textbox',
      bind: 'property.wifi_name',
      name: l('Wi-Fi network', 'Сеть Wi-Fi', 'شبكة الواي فاي'),
    },
    {
      id: 'wifi_pass',
      type: 'textbox',
      bind: 'property.wifi_pass',
      name: l('Wi-Fi password', 'Пароль Wi-Fi', 'كلمة مرور الواي فاي'),
    },
    {
      id: 'max_guests',
      type: 'number',
      minValue: 1,
      maxValue: 30,
      name: l('Maximum number of guests', 'Максимальное число гостей', 'الحد الأقصى لعدد الضيوف'),
    },
    {
      id: 'furnishing',
      type: 'radio',
      name: l('Furnishing', 'Меблировка', 'التأثيث'),
      options: options([
        ['full', 'Fully furnished', 'Полностью меблирован', 'مفروش بالكامل'],
        ['partly', 'Partly furnished', 'Частично меблирован', 'مفروش جزئيًا'],
        ['none', 'Unfurnished', 'Без мебели', 'غير مفروش'],
      ]),
    },
    {
      id: 'access_notes',
      type: 'textarea',
      required: false,
      name: l(
        'Access notes for our team (optional)',
        'Как попасть в объект: заметки для нашей команды (необязательно)',
        'ملاحظات الدخول لفريقنا (اختياري)',
      ),
    },
  ],
};

/** A property to be managed (onboarding, add a property): where it is and what it is. */
export const NEW_PROPERTY: SurveySection = {
  id: 'new_property',
  kind: 'propertyDetails',
  name: l('Your property', 'Ваш объект', 'عقارك'),
  description: l(
    'Tell us about the property you would like us to manage.',
    'Расскажите об объекте, которым мы будем управлять.',
    'أخبرنا عن العقار الذي تود أن نديره لك.',
  ),
  fields: [
    { id: 'property_address', type: 'textarea', name: l('Property address', 'Адрес объекта', 'عنوان العقار') },
    {
      id: 'building',
      type: 'textbox',
      name: l('Building or community', 'Здание или жилой комплекс', 'المبنى أو المجمع السكني'),
    },
    { id: 'unit_number', type: 'textbox', name: l('Unit number', 'Номер квартиры или виллы', 'رقم الوحدة') },
    {
      id: 'property_type',
      type: 'radio',
      name: l('Property type', 'Тип объекта', 'نوع العقار'),
      options: options([
        ['apartment', 'Apartment', 'Квартира', 'شقة'],
        ['villa', 'Villa', 'Вилла', 'فيلا'],
        ['townhouse', 'Townhouse', 'Таунхаус', 'تاون هاوس'],
      ]),
    },
    {
      id: 'bedrooms',
      type: 'number',
      minValue: 0,
      maxValue: 20,
      name: l('Bedrooms (0 for a studio)', 'Спальни (0 для студии)', 'عدد غرف النوم (0 للاستوديو)'),
    },
    {
      id: 'handover_date',
      type: 'textbox',
      validation: 'date',
      required: false,
      name: l(
        'When can we take over the keys? (optional)',
        'Когда мы можем получить ключи? (необязательно)',
        'متى يمكننا استلام المفاتيح؟ (اختياري)',
      ),
    },
  ],
};

/** docs/product/settings-surveys.md#the-four-surveys onboarding: the permit code and its expiry, asked only when there is a permit. */
export const PROPERTY_PERMIT: SurveySection = {
  id: 'property_permit',
  kind: 'propertyDetails',
  name: l('Holiday home permit', 'Разрешение на краткосрочную аренду', 'تصريح بيت العطلات'),
  description: l(
    'The DTCM permit lets us host guests legally.',
    'Разрешение DTCM позволяет законно принимать гостей.',
    'يتيح لنا تصريح دائرة الاقتصاد والسياحة استضافة الضيوف بشكل قانوني.',
  ),
  fields: [
    {
      id: 'permit_status',
      type: 'radio',
      name: l(
        'Do you have a DTCM permit?',
        'Есть ли у вас разрешение DTCM?',
        'هل لديك تصريح من دائرة الاقتصاد والسياحة؟',
      ),
      options: options([
        ['have', 'Yes, I have one', 'Да, есть', 'نعم، لدي تصريح'],
        ['applying', 'I have applied', 'Заявка подана', 'قدّمت طلبًا'],
        ['none', 'Not yet: please arrange it', 'Пока нет: оформите, пожалуйста', 'ليس بعد: يرجى استخراجه'],
      ]),
    },
    {
      id: 'dtcm_unique_code',
      type: 'textbox',
      bind: 'property.dtcm_unique_code',
      showIf: { field: 'permit_status', equals: 'have' },
      name: l('Permit code', 'Код разрешения', 'رمز التصريح'),
    },
    {
      id: 'permit_expires_at',
      type: 'textbox',
      validation: 'date',
      bind: 'property.permit_expires_at',
      showIf: { field: 'dtcm_unique_code', filled: true },
      name: l('Permit expiry date', 'Дата окончания разрешения', 'تاريخ انتهاء التصريح'),
    },
    {
      id: 'permit_application_ref',
      type: 'textbox',
      required: false,
      showIf: { field: 'permit_status', equals: 'applying' },
      name: l('Application reference (optional)', 'Номер заявки (необязательно)', 'رقم الطلب (اختياري)'),
    },
  ],
};
