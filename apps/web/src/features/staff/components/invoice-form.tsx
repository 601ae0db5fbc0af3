import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type InvoiceKind, useDocumentUploads } from '../api/property-documents.ts';
import { StaffActionError } from './staff-action-error.tsx';

const FIELDS: Record<InvoiceKind, { name: string; label: string; isAmount?: boolean; isRequired?: boolean }[]> = {
  maintenance: [
    { name: 'invoice_number', label: 'invoice.number', isRequired: true },
    { name: 'title', label: 'invoice.title', isRequired: true },
    { name: 'total_expenses', label: 'invoice.totalExpenses', isAmount: true },
    { name: 'expenses', label: 'invoice.expenses', isAmount: true },
    { name: 'fee', label: 'invoice.fee', isAmount: true },
    { name: 'other_expenses', label: 'invoice.otherExpenses', isAmount: true },
  ],
  furnishing: [
    { name: 'title', label: 'invoice.title', isRequired: true },
    { name: 'fp_expenses', label: 'invoice.fpExpenses', isAmount: true, isRequired: true },
    { name: 'fp_fee', label: 'invoice.fpFee', isAmount: true, isRequired: true },
    { name: 'non_fp_expenses', label: 'invoice.nonFpExpenses', isAmount: true, isRequired: true },
    { name: 'total_received', label: 'invoice.totalReceived', isAmount: true, isRequired: true },
  ],
};

/** Uploads a maintenance or furnishing invoice of a month, with its PDF when there is one (audited on the server). */
export function InvoiceForm({
  propertyId,
  kind,
  month,
}: {
  propertyId: number;
  kind: InvoiceKind;
  /** The month the form starts on (the last finished one). */
  month: { year: number; month: number };
}) {
  const { t } = useTranslation('staffStatements');
  const fileId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { uploadInvoice } = useDocumentUploads(propertyId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    for (const [name, value] of [...form.entries()]) {
      // Empty optional fields are left out, not sent as ''.
      if (value === '' || (value instanceof File && value.size === 0)) form.delete(name);
    }
    uploadInvoice.mutate({ kind, form }, { onSuccess: () => formRef.current?.reset() });
  };
  return (
    <form ref={formRef} className="staff-panel staff-form" onSubmit={submit}>
      <h2>{t(kind === 'maintenance' ? 'invoice.maintenanceTitle' : 'invoice.furnishingTitle')}</h2>
      <TextField
        name="year"
        label={t('month.year')}
        type="number"
        min={2000}
        max={2100}
        defaultValue={month.year}
        required
      />
      <TextField
        name="month"
        label={t('month.month')}
        type="number"
        min={1}
        max={12}
        defaultValue={month.month}
        required
      />
      {FIELDS[kind].map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={t(field.label)}
          required={field.isRequired}
          inputMode={field.isAmount ? 'decimal' : undefined}
          pattern={field.isAmount ? '\\d{1,10}(\\.\\d{1,2})?' : undefined}
          hint={field.isAmount ? t('invoice.amountHint') : undefined}
          autoComplete="off"
        />
      ))}
      <label htmlFor={fileId} className="staff-label">
        {t('invoice.file')}
      </label>
      <input id={fileId} name="file" type="file" accept="application/pdf" />
      <Button type="submit" isLoading={uploadInvoice.isPending}>
        {t('invoice.submit')}
      </Button>
      <StaffActionError error={uploadInvoice.error} />
      {uploadInvoice.isSuccess ? <Alert tone="success">{t('invoice.done')}</Alert> : null}
    </form>
  );
}
