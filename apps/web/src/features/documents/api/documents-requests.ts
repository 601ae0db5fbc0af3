/** The documents page's calls, written once (paths, query and form). */

/** docs/product/statements.md#server-calls POST /statements_list (form: property_id): published statements, newest first. */
export const STATEMENTS_LIST_PATH = '/statements_list';
export const statementsListForm = (propertyId: number) => ({ property_id: propertyId });

/** docs/product/statements.md#server-calls GET invoice_list_maintenance?property_id and invoice_list_furnishing?property_id. */
export const MAINTENANCE_INVOICES_PATH = '/invoice_list_maintenance';
export const FURNISHING_INVOICES_PATH = '/invoice_list_furnishing';
export const invoicesQuery = (propertyId: number) => ({ property_id: propertyId });
