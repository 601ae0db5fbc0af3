import { pictureUrl } from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useSetPropertyPicture } from '../api/property-picture.ts';
import { StaffActionError } from './staff-action-error.tsx';

/** The property's picture as owners see it on its card, and its address to change or remove (decision 085). */
export function PicturePanel({ propertyId, picture }: { propertyId: number; picture: string | null }) {
  const { t } = useTranslation('staffStatements');
  const [address, setAddress] = useState(picture ?? '');
  const save = useSetPropertyPicture(propertyId);
  const shown = pictureUrl(picture);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(address.trim() || null);
  };
  return (
    <form className="staff-panel staff-form staff-picture" onSubmit={submit}>
      <h2>{t('picture.title')}</h2>
      {shown ? (
        <img className="staff-picture__image" src={shown} alt={t('picture.current')} />
      ) : (
        <p className="staff-muted">{t('picture.none')}</p>
      )}
      <TextField
        name="picture"
        label={t('picture.address')}
        hint={t('picture.hint')}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
        inputMode="url"
        dir="ltr"
        autoComplete="off"
      />
      <div className="staff-actions">
        <Button type="submit" isLoading={save.isPending && save.variables !== null}>
          {t('picture.save')}
        </Button>
        {picture ? (
          <Button
            variant="secondary"
            isLoading={save.isPending && save.variables === null}
            onClick={() => {
              setAddress('');
              save.mutate(null);
            }}
          >
            {t('picture.remove')}
          </Button>
        ) : null}
      </div>
      <StaffActionError error={save.error} />
      {save.isSuccess ? (
        <Alert tone="success">{t(save.data.picture ? 'picture.saved' : 'picture.removed')}</Alert>
      ) : null}
    </form>
  );
}
