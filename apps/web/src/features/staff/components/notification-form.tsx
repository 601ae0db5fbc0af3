import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { type PublishNotificationRequest, usePublishNotification } from '../api/publish-notification.ts';

type Language = 'en' | 'ru' | 'ar';
type Texts = Record<'title' | 'message', Record<Language, string>>;

const EMPTY_TEXTS: Texts = { title: { en: '', ru: '', ar: '' }, message: { en: '', ru: '', ar: '' } };
const LANGUAGES: { code: Language; legend: string; dir?: 'rtl' }[] = [
  { code: 'en', legend: 'publish.english' },
  { code: 'ru', legend: 'publish.russian' },
  { code: 'ar', legend: 'publish.arabic', dir: 'rtl' },
];

/** A text in each language given; none without the English, which every owner without a translation reads. */
function localizedOf(values: Record<Language, string>) {
  const en = values.en.trim();
  if (!en) return undefined;
  const ru = values.ru.trim();
  const ar = values.ar.trim();
  return { en, ...(ru ? { ru } : {}), ...(ar ? { ar } : {}) };
}

const lacksEnglish = (values: Record<Language, string>) =>
  !values.en.trim() && Boolean(values.ru.trim() || values.ar.trim());

export interface NotificationFormProps {
  /** Who receives it: an owner, or a property's owner (the property then fixed). */
  target: { ownerId?: number; propertyId?: number };
  /** The owner's properties the notification may be about (none when the property is fixed). */
  properties: { id: number; nickname: string }[];
  recipientName: string;
}

/** Title and message in English with optional Russian and Arabic, and what the owner should look at. */
export function NotificationForm({ target, properties, recipientName }: NotificationFormProps) {
  const { t } = useTranslation('staffMessages');
  const publish = usePublishNotification();
  const propertyFieldId = useId();
  const [texts, setTexts] = useState<Texts>(EMPTY_TEXTS);
  const [chosenProperty, setChosenProperty] = useState('');
  const [linkProperty, setLinkProperty] = useState(false);
  const [personal, setPersonal] = useState('');
  const [isSurvey, setIsSurvey] = useState(false);
  const [isChecked, setIsChecked] = useState(false);
  const [published, setPublished] = useState(false);
  const propertyId = target.propertyId ?? (chosenProperty ? Number(chosenProperty) : undefined);
  const personalData = personal
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  const title = localizedOf(texts.title);
  const message = localizedOf(texts.message);
  const isEmpty = !title && !message && personalData.length === 0 && !(linkProperty && propertyId);
  const englishError = (field: keyof Texts) =>
    isChecked && lacksEnglish(texts[field]) ? t('publish.errors.englishFirst') : null;

  const setText = (field: keyof Texts, language: Language, value: string) => {
    setPublished(false);
    setTexts((current) => ({ ...current, [field]: { ...current[field], [language]: value } }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsChecked(true);
    setPublished(false);
    if (isEmpty || lacksEnglish(texts.title) || lacksEnglish(texts.message)) return;
    const request: PublishNotificationRequest = {
      ...(target.ownerId !== undefined ? { owner_id: target.ownerId } : {}),
      ...(propertyId !== undefined ? { property_id: propertyId } : {}),
      ...(title ? { title } : {}),
      ...(message ? { message } : {}),
      personal_data: personalData,
      link_property: linkProperty && propertyId !== undefined,
      is_survey: isSurvey,
    };
    publish.mutate(request, {
      onSuccess: () => {
        setPublished(true);
        setIsChecked(false);
        setTexts(EMPTY_TEXTS);
        setPersonal('');
        setLinkProperty(false);
        setIsSurvey(false);
      },
    });
  };

  const failure = isApiError(publish.error) && publish.error.status === 404 ? 'notFound' : 'failed';
  return (
    <form className="staff-panel staff-publish" noValidate onSubmit={onSubmit}>
      {LANGUAGES.map(({ code, legend, dir }) => (
        <fieldset key={code} className="staff-publish__language" lang={code} dir={dir}>
          <legend className="staff-label">{t(legend)}</legend>
          <TextField
            label={t('publish.titleField')}
            value={texts.title[code]}
            maxLength={2000}
            error={code === 'en' ? englishError('title') : null}
            onChange={(event) => setText('title', code, event.target.value)}
          />
          <TextAreaField
            label={t('publish.messageField')}
            value={texts.message[code]}
            rows={3}
            maxLength={2000}
            error={code === 'en' ? englishError('message') : null}
            onChange={(event) => setText('message', code, event.target.value)}
          />
        </fieldset>
      ))}
      {properties.length > 0 ? (
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={propertyFieldId}>
            {t('publish.property')}
          </label>
          <select
            id={propertyFieldId}
            className="ui-field__input"
            value={chosenProperty}
            onChange={(event) => setChosenProperty(event.target.value)}
          >
            <option value="">{t('publish.noProperty')}</option>
            {properties.map((property) => (
              <option key={property.id} value={property.id}>
                {property.nickname}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {propertyId !== undefined ? (
        <label className="staff-check">
          <input type="checkbox" checked={linkProperty} onChange={(event) => setLinkProperty(event.target.checked)} />
          <span>
            {t('publish.linkProperty')}
            <span className="staff-muted staff-check__hint">{t('publish.linkPropertyHint')}</span>
          </span>
        </label>
      ) : null}
      <TextField
        label={t('publish.personal')}
        hint={t('publish.personalHint')}
        value={personal}
        dir="ltr"
        onChange={(event) => setPersonal(event.target.value)}
      />
      <label className="staff-check">
        <input type="checkbox" checked={isSurvey} onChange={(event) => setIsSurvey(event.target.checked)} />
        <span>
          {t('publish.isSurvey')}
          <span className="staff-muted staff-check__hint">{t('publish.isSurveyHint')}</span>
        </span>
      </label>
      {isChecked && isEmpty ? <Alert tone="error">{t('publish.errors.empty')}</Alert> : null}
      {publish.isError ? <Alert tone="error">{t(`publish.errors.${failure}`)}</Alert> : null}
      <Button type="submit" isLoading={publish.isPending}>
        {t('publish.submit')}
      </Button>
      {published ? <Alert tone="success">{t('publish.published', { name: recipientName })}</Alert> : null}
    </form>
  );
}
