import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../components/ui/icons.tsx';

/** Always visible while a staff member acts as the owner through a login link; it names both. */
export function AdminBanner({ ownerName, adminName }: { ownerName: string; adminName: string | null }) {
  const { t } = useTranslation('common');
  return (
    <div className="admin-banner" role="status">
      <ShieldIcon />
      <p>
        {adminName
          ? t('admin.bannerNamed', { admin: adminName, owner: ownerName })
          : t('admin.banner', { name: ownerName })}
      </p>
    </div>
  );
}
