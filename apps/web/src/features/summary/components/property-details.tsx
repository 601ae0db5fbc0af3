import type { PropertySummaryResponse } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../format-date.ts';
import { DetailsList } from './details-list.tsx';
import { SecretValue } from './secret-value.tsx';

/** docs/product/settings-property-summary.md#property-summary Property: the facts; the Wi-Fi password stays hidden until revealed. */
export function PropertyDetails({ property }: { property: PropertySummaryResponse['property'] }) {
  const { t, i18n } = useTranslation('summary');
  return (
    <DetailsList
      rows={[
        { label: t('property.nickname'), value: property.nickname },
        { label: t('property.address'), value: property.address },
        { label: t('property.address2'), value: property.address_2 },
        { label: t('property.parking'), value: property.parking },
        { label: t('property.permitCode'), value: property.dtcm_unique_code },
        {
          label: t('property.permitExpires'),
          value: property.permit_expires_at ? formatDay(property.permit_expires_at, i18n.language) : null,
        },
        { label: t('property.propertyCode'), value: property.property_code },
        { label: t('property.wifiName'), value: property.wifi_name },
        {
          label: t('property.wifiPassword'),
          value: property.wifi_pass ? (
            <SecretValue value={property.wifi_pass} name={t('property.wifiPassword')} />
          ) : null,
        },
      ]}
    />
  );
}
