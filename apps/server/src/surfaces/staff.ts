import { SURFACES } from './definitions.ts';
import { mountSurface } from './mount.ts';

/** The staff console's API at /api/staff: staff principals only. Its modules come with the staff console. */
export const staffSurface = mountSurface(SURFACES.staff, []);
