import { propertyIdParams, staffPropertyPictureRequest, staffPropertyPictureResponse } from '@portal/contract/staff';
import { staffOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { actorOf } from '../audit/record-audit.ts';
import { setPropertyPicture } from './staff-picture.ts';

/** A property's details the staff console edits (its picture, decision 085). */
export const staffPropertyRoutes: RouteModule = (app, deps) => {
  app.put(
    '/properties/:propertyId/picture',
    {
      config: { refusals: ['NOT_FOUND', 'PICTURE_HOST_NOT_ALLOWED'] },
      schema: {
        tags: ['staff'],
        summary: "Sets or removes a property's picture (audited); only this site's or IMAGE_HOSTS' pictures",
        params: propertyIdParams,
        body: staffPropertyPictureRequest,
        response: { 200: staffPropertyPictureResponse },
      },
    },
    async (request) =>
      setPropertyPicture(deps, actorOf(staffOf(request)), { propertyId: request.params.propertyId, ...request.body }),
  );
};
