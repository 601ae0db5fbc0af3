import { AppError } from '../../http/errors.ts';

/** docs/product/settings-property-summary.md#server-calls sends ownerId with every summary call; the session decides, a different id is refused (403), not obeyed. */
export function checkOwnerParam(sessionOwnerId: number, ownerId: number | string | undefined): void {
  if (ownerId === undefined || ownerId === '') return;
  if (Number(ownerId) !== sessionOwnerId) {
    throw new AppError('OWNER_MISMATCH', 'ownerId does not match the signed-in owner');
  }
}
