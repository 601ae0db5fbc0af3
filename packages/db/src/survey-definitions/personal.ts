import type { SurveySection } from '@portal/domain';
import { l, options } from './words.ts';

/** docs/product/settings-surveys.md#the-four-surveys personalDetails: how we reach the owner and who they are. */
export const PERSONAL_CONTACT: SurveySection = {
  id: 'personal_contact',
  kind: 'personalDetails',
  name: l('Your contact details', 'Ваши контактные данные', 'بيانات الاتصال الخاصة بك'),
  description: l(
    'How we reach you about your property.',
    'Как мы будем связываться с вами по вопросам объекта.',
    'كيف نتواصل معك بشأن عقارك.',
  ),
  fields: [
    { id: 'first_name', type: 'textbox', bind: 'owner.first_name', name: l('First name', 'Имя', 'الاسم الأول') },
    { id: 'last_name', type: 'textbox', bind: 'owner.last_name', name: l('Last name', 'Фамилия', 'اسم العائلة') },
    {
      id: 'phone',
      type: 'textbox',
      validation: 'phone',
      name: l('Mobile phone', 'Мобильный телефон', 'رقم الهاتف المحمول'),
      placeholder: l('+971 50 123 4567', '+971 50 123 4567', '+971 50 123 4567'),
    },
    {
      id: 'secondary_phone',
      type: 'textbox',
      validation: 'phone',
      name: l('Second phone (optional)', 'Дополнительный телефон (необязательно)', 'هاتف إضافي (اختياري)'),
    },
    {
      id: 'secondary_email',
      type: 'textbox',
      validation: 'email',
      name: l('Second e-mail (optional)', 'Дополнительный e-mail (необязательно)', 'بريد إلكتروني إضافي (اختياري)'),
    },
    {
      id: 'preferred_contact',
      type: 'radio',
      name: l('How should we contact you?', 'Как с вами лучше связываться?', 'كيف تفضّل أن نتواصل معك؟'),
      options: options([
        ['email', 'E-mail', 'Электронная почта', 'البريد الإلكتروني'],
        ['phone', 'Phone call', 'Звонок', 'مكالمة هاتفية'],
        ['whatsapp', 'WhatsApp', 'WhatsApp', 'واتساب'],
      ]),
    },
  ],
};

export const PERSONAL_IDENTITY: SurveySection = {
  id: 'personal_identity',
  kind: 'personalDetails',
  name: l('About you', 'О вас', 'معلومات عنك'),
  fields: [
    { id: 'nationality', type: 'textbox', name: l('Nationality', 'Гражданство', 'الجنسية') },
    { id: 'residence_country', type: 'textbox', name: l('Country of residence', 'Страна проживания', 'بلد الإقامة') },
    { id: 'home_address', type: 'textarea', name: l('Home address', 'Домашний адрес', 'عنوان السكن') },
    {
      id: 'emergency_contacts',
      type: 'textbox',
      name: l(
        'Emergency contacts (name and phone)',
        'Контакты на экстренный случай (имя и телефон)',
        'جهات الاتصال في حالات الطوارئ (الاسم والهاتف)',
      ),
      multipleFields: [
        { id: 'first', name: l('First contact', 'Первый контакт', 'جهة الاتصال الأولى') },
        { id: 'second', name: l('Second contact', 'Второй контакт', 'جهة الاتصال الثانية') },
      ],
    },
    {
      id: 'owns_through_company',
      type: 'boolean',
      name: l(
        'Do you own the property through a company?',
        'Вы владеете объектом через компанию?',
        'هل تملك العقار من خلال شركة؟',
      ),
    },
    {
      id: 'company_name',
      type: 'textbox',
      showIf: { field: 'owns_through_company', equals: true },
      name: l('Company name', 'Название компании', 'اسم الشركة'),
    },
    {
      id: 'company_licence',
      type: 'textbox',
      showIf: { field: 'company_name', filled: true },
      name: l('Trade licence number', 'Номер торговой лицензии', 'رقم الرخصة التجارية'),
    },
  ],
};
