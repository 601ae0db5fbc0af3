import type { Property } from '@portal/contract';
import { bedroomText, pictureUrl } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

export interface PropertyCardProps {
  property: Property;
  onOpen: (property: Property) => void;
  /** The first cards are on screen at once: their pictures load first instead of waiting to be scrolled to. */
  isFirstScreen?: boolean;
}

function BedroomLine({ bedrooms }: { bedrooms: number | null }) {
  const { t } = useTranslation('properties');
  const text = bedroomText(bedrooms);
  if (!text) return null;
  return (
    <p className="property-card__bedrooms">
      {text.code === 'STUDIO' ? t('studio') : t('bedrooms', { count: text.count })}
    </p>
  );
}

/** docs/product/properties.md#the-card card: picture, nickname, address_2 or address, bedroom text and an active/inactive badge. */
export function PropertyCard({ property, onOpen, isFirstScreen = false }: PropertyCardProps) {
  const { t } = useTranslation('properties');
  const [hasPictureFailed, setHasPictureFailed] = useState(false);
  const picture = pictureUrl(property.picture);
  const address = property.address_2 || property.address;
  return (
    <li className="property-card">
      <Link
        className="property-card__link"
        to={paths.calendar.getHref(property.id)}
        onClick={() => onOpen(property)}
        aria-label={t('openCalendar', { nickname: property.nickname })}
      >
        <div className="property-card__media">
          {picture && !hasPictureFailed ? (
            <img
              src={picture}
              alt=""
              loading={isFirstScreen ? 'eager' : 'lazy'}
              fetchPriority={isFirstScreen ? 'high' : 'auto'}
              decoding="async"
              onError={() => setHasPictureFailed(true)}
            />
          ) : (
            <span className="property-card__placeholder" aria-hidden="true">
              {property.nickname.slice(0, 1)}
            </span>
          )}
          <span className={`property-card__badge property-card__badge--${property.is_active ? 'active' : 'inactive'}`}>
            {property.is_active ? t('active') : t('inactive')}
          </span>
        </div>
        <div className="property-card__body">
          <h2 className="property-card__title">{property.nickname}</h2>
          {address ? <p className="property-card__address">{address}</p> : null}
          <BedroomLine bedrooms={property.bedrooms} />
        </div>
      </Link>
    </li>
  );
}
