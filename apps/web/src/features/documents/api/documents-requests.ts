/**
 * The documents page's first calls, written once: the page asks with them, and the router asks for them before the
 * page's chunk has run (decision 064: an early answer is taken by its method, URL and body, so both must write them
 * alike). Nothing here imports a schema, so the entry stays small.
 */

/** Spec §7 POST /statements_list (form: property_id): published statements, newest first. */
export const STATEMENTS_LIST_PATH = '/statements_list';
export const statementsListForm = (propertyId: number) => ({ property_id: propertyId });

/** Settings §7 GET invoice_list_maintenance?property_id and invoice_list_furnishing?property_id. */
export const MAINTENANCE_INVOICES_PATH = '/invoice_list_maintenance';
export const FURNISHING_INVOICES_PATH = '/invoice_list_furnishing';
export const invoicesQuery = (propertyId: number) => ({ property_id: propertyId });
