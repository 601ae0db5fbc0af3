import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../components/ui/icons.tsx';

/** Always visible while an admin acts as the owner through a login link. */
export function AdminBanner({ ownerName }: { ownerName: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="admin-banner" role="status">
      <ShieldIcon />
      <p>{t('admin.banner', { name: ownerName })}</p>
    </div>
  );
}
