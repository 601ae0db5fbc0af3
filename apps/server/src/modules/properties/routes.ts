import { propertiesQuery, propertiesResponse, propertyQuery, propertyResponse } from '@portal/contract';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { getProperty, listProperties } from './service.ts';

/** GET /api/properties and GET /api/property (docs/product/properties.md#the-list). */
export const propertiesRoutes: RouteModule = (app, deps) => {
  app.get(
    '/properties',
    {
      config: { refusals: ['OWNER_MISMATCH'] },
      schema: {
        tags: ['properties'],
        summary: "The signed-in owner's properties by nickname, one page",
        querystring: propertiesQuery,
        response: { 200: propertiesResponse },
      },
    },
    async (request) => listProperties(deps, { ownerId: ownerOf(request).ownerId, query: request.query }),
  );

  app.get(
    '/property',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags: ['properties'],
        summary: 'One of the owner’s properties',
        querystring: propertyQuery,
        response: { 200: propertyResponse },
      },
    },
    async (request) => ({
      property: await getProperty(deps, { ownerId: ownerOf(request).ownerId, propertyId: request.query.id }),
    }),
  );
};
