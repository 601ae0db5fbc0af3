import type { Property } from '@portal/contract';
import type { BookingSurface } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { LoadFailure, Spinner } from '../../../components/ui/index.ts';
import { useOwnerStay } from '../api/get-owner-stay.ts';
import { BlockForm, type BlockOutcome } from './block-form.tsx';

export type OpenForm = { kind: 'create'; date: string } | { kind: 'edit'; id: number };

/** The block form inside the 'Block off date' dialog; an edit first loads the owner block. */
export function BlockModalContent(props: {
  property: Property;
  surface: BookingSurface;
  open: OpenForm;
  onDone: (outcome: BlockOutcome) => void;
}) {
  const { t } = useTranslation('blocks');
  const stay = useOwnerStay(props.surface, props.open.kind === 'edit' ? props.open.id : null);
  if (props.open.kind === 'edit') {
    if (stay.isPending) return <Spinner />;
    if (stay.isError) {
      return <LoadFailure error={stay.error} onRetry={() => void stay.refetch()} notFound={t('ownerStay:notFound')} />;
    }
  }
  return (
    <BlockForm
      property={props.property}
      surface={props.surface}
      stay={props.open.kind === 'edit' ? (stay.data ?? null) : null}
      initialDate={props.open.kind === 'create' ? props.open.date : ''}
      onDone={props.onDone}
    />
  );
}
