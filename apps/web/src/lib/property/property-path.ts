/** The owner API's call for one property (spec §6), asked early by the router and then by PropertyGate. */
export const PROPERTY_PATH = '/property';
