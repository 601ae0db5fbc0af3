import type { Property, UtilitiesResponse } from '@portal/contract';
import { UTILITY_KINDS, type UtilityKind } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileViewer } from '../../../components/file-viewer/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useSaveUtilities } from '../api/save-utilities.ts';
import { apiErrorText } from '../error-text.ts';
import { useFileOpener } from '../use-file-opener.ts';
import { draftFromWire, draftOfPath, newDraft, type UtilityDraft, utilitiesFormData } from '../utility-form.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useDraftErrors } from './use-draft-errors.ts';
import { type FieldErrors, UtilityCard } from './utility-card.tsx';

const SINGLE_KINDS = UTILITY_KINDS.filter((kind) => kind !== 'other');

/** docs/product/settings-property-summary.md#utilities update-utility-details: every utility of the property, saved together; a delete is confirmed first. */
export function UtilitiesEditor({ property, saved }: { property: Property; saved: UtilitiesResponse }) {
  const { t } = useTranslation('summary');
  const [drafts, setDrafts] = useState<UtilityDraft[]>(() => saved.expenses.map(draftFromWire));
  const [isDirty, setIsDirty] = useState(false);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);
  const [deleting, setDeleting] = useState<UtilityDraft | null>(null);
  const save = useSaveUtilities(property.id);
  const remove = useSaveUtilities(property.id);
  const opener = useFileOpener();
  const { errors, validate, showServerIssues, clearFor } = useDraftErrors(saved.emirate);

  const change = (next: UtilityDraft) => {
    setDrafts((current) => current.map((draft) => (draft.key === next.key ? next : draft)));
    clearFor(next.key);
    setIsDirty(true);
    setNotice(null);
  };
  const add = (kind: UtilityKind) => {
    setDrafts((current) => [...current, newDraft(kind)]);
    setIsDirty(true);
    setNotice(null);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!validate(drafts)) return;
    save.mutate(utilitiesFormData(drafts), {
      onSuccess: (response) => {
        setDrafts(response.expenses.map(draftFromWire));
        setIsDirty(false);
        setNotice('saved');
      },
      onError: (error) => {
        if (isApiError(error)) showServerIssues(drafts, error.validation, draftOfPath);
      },
    });
  }

  // A stored utility is deleted at once: the saved list without it is sent, so edits elsewhere stay unsaved.
  function confirmDelete() {
    const target = deleting;
    if (!target) return;
    const dropLocally = () => {
      setDrafts((current) => current.filter((draft) => draft.key !== target.key));
      setDeleting(null);
      setNotice('deleted');
    };
    if (target.id === null) {
      dropLocally();
      return;
    }
    const kept = saved.expenses.filter((utility) => utility.id !== target.id).map(draftFromWire);
    remove.mutate(utilitiesFormData(kept), { onSuccess: dropLocally });
  }

  const single = (kind: UtilityKind) => drafts.find((draft) => draft.kind === kind);
  const card = (draft: UtilityDraft) => (
    <UtilityCard
      key={draft.key}
      draft={draft}
      providers={saved.expensesSelect[draft.kind] ?? []}
      ownerEmail={saved.ownerEmail}
      errors={errors[draft.key] ?? ({} as FieldErrors)}
      onChange={change}
      onDelete={() => {
        remove.reset();
        setDeleting(draft);
      }}
      onOpenBill={() =>
        draft.id !== null &&
        void opener.open({ kind: 'bill', id: draft.id }, draft.docFileName ?? t('utilities.bill'), draft.key)
      }
      isOpeningBill={opener.busyKey === draft.key}
    />
  );

  return (
    <form className="utilities-editor" onSubmit={submit} noValidate>
      {SINGLE_KINDS.map((kind) => {
        const draft = single(kind);
        if (draft) return card(draft);
        return (
          <div key={kind} className="utility-card utility-card--empty">
            <h3 className="utility-card__title">{t(`utilities.kinds.${kind}`)}</h3>
            <Button variant="secondary" onClick={() => add(kind)}>
              {t('utilities.add', { name: t(`utilities.kinds.${kind}`) })}
            </Button>
          </div>
        );
      })}
      <h3 className="utilities-editor__others">{t('utilities.kinds.other')}</h3>
      {drafts.filter((draft) => draft.kind === 'other').map(card)}
      <Button variant="secondary" onClick={() => add('other')}>
        {t('utilities.addOther')}
      </Button>
      {opener.error ? <Alert tone="error">{apiErrorText(opener.error, t)}</Alert> : null}
      {save.isError ? <Alert tone="error">{apiErrorText(save.error, t)}</Alert> : null}
      {notice ? <Alert tone="success">{t(`utilities.${notice}`)}</Alert> : null}
      <div className="utilities-editor__actions">
        <Button type="submit" isLoading={save.isPending} disabled={remove.isPending}>
          {t('utilities.save')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('utilities.confirmDelete')}
        cancelLabel={t('utilities.no')}
        confirmLabel={t('utilities.yes')}
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        {remove.isError ? <Alert tone="error">{apiErrorText(remove.error, t)}</Alert> : null}
      </ConfirmDialog>
      <UnsavedChangesGuard isDirty={isDirty && !save.isPending} />
      <FileViewer viewer={opener.viewer} onClose={opener.closeViewer} />
    </form>
  );
}
