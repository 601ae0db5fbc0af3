import type { OwnerStay, Property } from '@portal/contract';
import {
  addDays,
  type BlockField,
  type BookingSurface,
  blockPhase,
  dateBounds,
  isLateCheckOut,
  isLocalDate,
  monthOf,
  OWNER_STAY_NOTE_MAX_LENGTH,
  removalRefusal,
  validateBlock,
} from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../components/date-picker/index.ts';
import { Alert, Button, TextField } from '../../../components/ui/index.ts';
import { intlLocale } from '../../../lib/intl.ts';
import { useCancelOwnerStay } from '../api/cancel-owner-stay.ts';
import { useSaveOwnerStay } from '../api/save-owner-stay.ts';
import { apiErrorText, issueText } from '../block-messages.ts';
import {
  type BlockFormState,
  createState,
  editState,
  ruleValues,
  stayRange,
  timeValue,
  wireDates,
} from '../block-model.ts';
import { AccessQuestion } from './access-question.tsx';
import { TimeField } from './time-field.tsx';

export type BlockOutcome = 'created' | 'updated' | 'cancelled';

export interface BlockFormProps {
  property: Property;
  surface: BookingSurface;
  /** The owner block being edited; absent when creating. */
  stay: OwnerStay | null;
  /** The clicked day when creating ('YYYY-MM-DD'). */
  initialDate: string;
  onDone: (outcome: BlockOutcome) => void;
}

type FieldErrors = Partial<Record<BlockField, string>>;

/** The Block Owner Stay form (docs/product/owner-stays.md#screens, docs/product/owner-stays.md#time-rules, docs/product/owner-stays.md#refusals-and-messages): create, edit, or remove an owner block. */
export function BlockForm({ property, surface, stay, initialDate, onDone }: BlockFormProps) {
  const { t, i18n } = useTranslation('blocks');
  const language = i18n.language;
  const [values, setValues] = useState<BlockFormState>(() =>
    stay ? editState(stay, language) : createState(initialDate, language),
  );
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // One key per form: a retried or double-tapped create makes one block (server-side idempotency).
  const idempotencyKey = useRef(crypto.randomUUID());
  const save = useSaveOwnerStay(surface, property.id);
  const cancel = useCancelOwnerStay(surface, property.id);

  const now = new Date();
  const timeZone = property.time_zone;
  const existing = stay ? stayRange(stay) : null;
  const phase = existing ? blockPhase(existing, now) : 'future';
  const selectedMonth = monthOf(stay ? editState(stay, language).fromDate : initialDate);
  const rules = {
    now,
    timeZone,
    existing,
    selectedMonth,
    termination: { start: property.np_start_date, end: property.np_end_date },
  };
  const bounds = dateBounds({ fromDate: values.fromDate, fromTime: timeValue(values.fromTime) }, rules);
  const isPast = phase === 'past';
  const isCheckInLocked = phase === 'ongoing';
  const removal = existing ? removalRefusal(existing, now) : null;
  const isLate = isLateCheckOut(timeValue(values.toTime));
  const isBusy = save.isPending || cancel.isPending;

  const update = (patch: Partial<BlockFormState>) => setValues((current) => ({ ...current, ...patch }));
  const changeFromDate = (fromDate: string) =>
    update(
      isLocalDate(fromDate) && fromDate >= values.toDate ? { fromDate, toDate: addDays(fromDate, 1) } : { fromDate },
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const { issues } = validateBlock(ruleValues(values), { ...rules, now: new Date() });
    const errors: FieldErrors = {};
    for (const issue of issues) errors[issue.field] ??= issueText(issue, t, language);
    setFieldErrors(errors);
    setFormError(errors.form ?? null);
    if (issues.length > 0) return;
    save.mutate(
      {
        id: stay?.id ?? null,
        propertyId: property.id,
        ...wireDates(values),
        note: values.note,
        accessAnswer: values.accessAnswer,
        idempotencyKey: idempotencyKey.current,
      },
      {
        onSuccess: () => onDone(stay ? 'updated' : 'created'),
        onError: (error) => setFormError(apiErrorText(error, t)),
      },
    );
  }

  function remove() {
    if (!stay) return;
    setFormError(null);
    cancel.mutate(stay.id, {
      onSuccess: () => onDone('cancelled'),
      onError: (error) => setFormError(apiErrorText(error, t)),
    });
  }

  return (
    <form className="block-form" noValidate onSubmit={submit} aria-busy={isBusy || undefined}>
      {isPast ? <Alert tone="warning">{t('ownerStay:codes.PAST_RESERVATION')}</Alert> : null}
      {isCheckInLocked ? <Alert tone="info">{t('hints.ongoing')}</Alert> : null}
      <fieldset className="block-form__fields" disabled={isPast || isBusy}>
        <div className="block-form__row">
          <DatePicker
            label={t('ownerStay:fields.fromDate')}
            value={values.fromDate}
            locale={intlLocale(language)}
            min={bounds.fromMin}
            max={bounds.fromMax ?? undefined}
            disabled={isCheckInLocked}
            error={fieldErrors.fromDate}
            onChange={changeFromDate}
          />
          <TimeField
            label={t('ownerStay:fields.fromTime')}
            value={values.fromTime}
            language={language}
            hint={t('timeHint')}
            isDisabled={isCheckInLocked}
            error={fieldErrors.fromTime}
            onChange={(fromTime) => update({ fromTime })}
          />
        </div>
        <div className="block-form__row">
          <DatePicker
            label={t('ownerStay:fields.toDate')}
            value={values.toDate}
            locale={intlLocale(language)}
            min={bounds.toMin}
            max={bounds.toMax ?? undefined}
            error={fieldErrors.toDate}
            onChange={(toDate) => update({ toDate })}
          />
          <TimeField
            label={t('ownerStay:fields.toTime')}
            value={values.toTime}
            language={language}
            hint={t('timeHint')}
            error={fieldErrors.toTime}
            onChange={(next) => update({ toTime: next })}
          />
        </div>
        {isLate ? <p className="block-form__hint">{t('hints.lateCheckOut')}</p> : null}
        <TextField
          label={t('ownerStay:fields.note')}
          value={values.note}
          maxLength={OWNER_STAY_NOTE_MAX_LENGTH}
          onChange={(event) => update({ note: event.target.value })}
        />
        <AccessQuestion
          value={values.accessAnswer}
          error={fieldErrors.accessAnswer}
          onChange={(accessAnswer) => update({ accessAnswer })}
        />
      </fieldset>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="block-form__actions">
        <Button type="submit" isLoading={save.isPending} disabled={isPast || isBusy}>
          {stay ? t('actions.save') : t('actions.create')}
        </Button>
        {stay ? (
          <Button variant="danger" isLoading={cancel.isPending} disabled={removal !== null || isBusy} onClick={remove}>
            {t('actions.remove')}
          </Button>
        ) : null}
      </div>
      {stay && removal === 'CANNOT_REMOVE_RESERVATION' ? (
        <p className="block-form__hint">{t('ownerStay:codes.CANNOT_REMOVE_RESERVATION')}</p>
      ) : null}
    </form>
  );
}
