import { integrationRoutes } from '../modules/integration/routes.ts';
import { SURFACES } from './definitions.ts';
import { mountSurface } from './mount.ts';

/** The integration API at /api/integration: API keys only (decision 087). */
export const integrationSurface = mountSurface(SURFACES.integration, [integrationRoutes]);
