import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECTS } from '@portal/contract';
import { hasVisibleText } from '@portal/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { paths } from '../../config/paths.ts';
import { browser } from '../../lib/browser.ts';
import { useBackButtonTo } from '../../lib/native/use-back-button.ts';
import { useSession } from '../../lib/session/session-store.ts';
import { type PropertyChoice, usePropertyChoices } from './api/get-property-nicknames.ts';
import { useSendContactMail } from './api/send-contact-mail.ts';
import { registerHelpTexts } from './help-i18n.ts';
import { supportErrorText } from './support-error.ts';
import { useSupportDraft } from './use-support-draft.ts';
import './help.css';

registerHelpTexts();

/** docs/product/help.md#support-form: the page reloads 10 seconds after a message is sent. */
export const SUPPORT_RELOAD_MS = 10_000;

const PROPERTY_PREFIX = 'property:';

/** The select's value → what the contract sends: a subject code, or a property's nickname with its id. */
function subjectOf(value: string, choices: PropertyChoice[]): { subject: string; property_id?: number } {
  const id = value.startsWith(PROPERTY_PREFIX) ? Number(value.slice(PROPERTY_PREFIX.length)) : null;
  const property = choices.find((choice) => choice.id === id);
  return property ? { subject: property.nickname, property_id: property.id } : { subject: value };
}

/** /help/contact-support/{propertyId?} (docs/product/help.md#support-form): a subject and a required message, sent as the signed-in owner. */
export function ContactSupportPage() {
  const { t } = useTranslation('help');
  const { propertyId } = useParams();
  const { user } = useSession();
  useBackButtonTo(paths.properties.getHref());
  const subjectId = useId();
  const sendErrorId = useId();
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const choices = usePropertyChoices();
  const send = useSendContactMail();
  const { draft, update, clear } = useSupportDraft(user?.userId);
  const [isMissing, setIsMissing] = useState(false);
  const [isSent, setIsSent] = useState(false);

  useEffect(() => {
    if (!isSent) return;
    const timer = setTimeout(() => browser.reload(), SUPPORT_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [isSent]);

  const properties = choices.data ?? [];
  const wanted = draft.subject ?? (propertyId ? `${PROPERTY_PREFIX}${propertyId}` : SUPPORT_SUBJECTS[0]);
  // A property subject shows once the owner's properties are known; one that is not theirs falls back.
  const subject =
    !wanted.startsWith(PROPERTY_PREFIX) || properties.some((p) => `${PROPERTY_PREFIX}${p.id}` === wanted)
      ? wanted
      : SUPPORT_SUBJECTS[0];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isSent || send.isPending) return;
    if (!hasVisibleText(draft.message)) {
      setIsMissing(true);
      send.reset();
      messageRef.current?.focus();
      return;
    }
    setIsMissing(false);
    send.mutate(
      {
        ...subjectOf(subject, properties),
        message: draft.message,
        full_name: user?.fullName ?? '',
        owner_email_id: user?.name,
      },
      {
        onSuccess: () => {
          clear();
          setIsSent(true);
        },
      },
    );
  };

  return (
    <section className="page help-page contact-page">
      <p className="contact-page__intro">{t('contact.intro')}</p>
      <form className="contact-form" noValidate onSubmit={onSubmit}>
        <dl className="contact-form__from">
          <dt>{t('contact.from')}</dt>
          <dd>
            <bdi>{user?.fullName || user?.name}</bdi> <bdi dir="ltr">&lt;{user?.name}&gt;</bdi>
          </dd>
        </dl>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={subjectId}>
            {t('contact.subject')}
          </label>
          <select
            id={subjectId}
            className="ui-field__input"
            value={subject}
            disabled={isSent}
            onChange={(event) => update({ subject: event.target.value })}
          >
            {SUPPORT_SUBJECTS.map((code) => (
              <option key={code} value={code}>
                {t(`contact.subjects.${code}`)}
              </option>
            ))}
            {properties.length > 0 ? (
              <optgroup label={t('contact.properties')}>
                {properties.map((property) => (
                  <option key={property.id} value={`${PROPERTY_PREFIX}${property.id}`}>
                    {property.nickname}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </select>
          {choices.isError ? <p className="ui-field__hint">{t('contact.propertiesFailed')}</p> : null}
        </div>
        <TextAreaField
          ref={messageRef}
          label={t('contact.message')}
          value={draft.message}
          rows={7}
          maxLength={SUPPORT_MESSAGE_MAX}
          readOnly={isSent}
          required
          error={isMissing ? t('common:validation.required', { field: t('contact.message') }) : null}
          {...(send.isError ? { 'aria-describedby': sendErrorId } : {})}
          onChange={(event) => {
            update({ message: event.target.value });
            if (hasVisibleText(event.target.value)) setIsMissing(false);
          }}
        />
        {send.isError ? (
          <p id={sendErrorId} role="alert" className="ui-field__error contact-form__send-error">
            {supportErrorText(send.error, t)}
          </p>
        ) : null}
        {isSent ? null : <p className="ui-field__hint">{t('contact.draftKept')}</p>}
        <Button type="submit" isLoading={send.isPending} disabled={isSent}>
          {t('contact.send')}
        </Button>
        {isSent ? <Alert tone="success">{t('contact.sent')}</Alert> : null}
      </form>
    </section>
  );
}
