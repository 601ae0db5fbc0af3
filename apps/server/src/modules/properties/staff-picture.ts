import type { StaffPropertyPictureRequest } from '@portal/contract/staff';
import { schema } from '@portal/db';
import { isPictureAllowed } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../types.ts';
import { type AuditActor, recordAudit } from '../audit/record-audit.ts';

/**
 * PUT /staff/properties/:propertyId/picture: sets or removes a property's picture (audited). A picture from a host
 * outside IMAGE_HOSTS is refused: the app's policy would block it and the owner would see no picture (decision 085).
 */
export async function setPropertyPicture(
  deps: AppDeps,
  actor: AuditActor,
  input: { propertyId: number } & StaffPropertyPictureRequest,
): Promise<{ picture: string | null }> {
  const { picture } = input;
  if (picture !== null && !isPictureAllowed(picture, deps.config.IMAGE_HOSTS)) {
    throw new AppError('PICTURE_HOST_NOT_ALLOWED', `${picture} is not on this site nor on a host in IMAGE_HOSTS`);
  }
  return deps.db.transaction(async (tx) => {
    const { properties } = schema;
    const [before] = await tx
      .select({ ownerId: properties.ownerId, picture: properties.picture })
      .from(properties)
      .where(eq(properties.id, input.propertyId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No such property');
    if (before.picture === picture) return { picture };
    await tx.update(properties).set({ picture }).where(eq(properties.id, input.propertyId));
    await recordAudit(tx, {
      actor,
      action: 'property.picture_changed',
      subject: { ownerId: before.ownerId, entity: 'property', entityId: input.propertyId },
      details: { from: before.picture, to: picture },
      at: deps.now(),
    });
    return { picture };
  });
}
