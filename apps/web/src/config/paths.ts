/** Every route path once; build links with getHref() so a path change is one edit. */
export type DocumentsAction = 'statements' | 'maintenance';

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const optional = (value: string | number | undefined): string => (value === undefined ? '' : `/${value}`);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  newPassword: {
    path: '/new-password/:token',
    getHref: (token: string) => `/new-password/${encodeURIComponent(token)}`,
  },
  adminLogin: { path: '/admin-login/:token', getHref: (token: string) => `/admin-login/${encodeURIComponent(token)}` },
  properties: {
    path: '/properties',
    getHref: (options: { initialize?: boolean } = {}) =>
      withQuery('/properties', { initialize: options.initialize ? 'true' : undefined }),
  },
  calendar: {
    path: '/calendar/:propertyId',
    getHref: (propertyId: string | number) => `/calendar/${propertyId}`,
  },
  blockNew: {
    path: '/calendar/:propertyId/block/new',
    getHref: (propertyId: string | number, date?: string) => withQuery(`/calendar/${propertyId}/block/new`, { date }),
  },
  blockEdit: {
    path: '/calendar/:propertyId/block/:blockId',
    getHref: (propertyId: string | number, blockId: string | number) => `/calendar/${propertyId}/block/${blockId}`,
  },
  documents: {
    path: '/documents/:action/:propertyId/:year?/:month?',
    getHref: (action: DocumentsAction, propertyId: string | number, year?: number, month?: number) =>
      `/documents/${action}/${propertyId}${optional(year)}${year === undefined ? '' : optional(month)}`,
  },
  help: { path: '/help/:propertyId?', getHref: (propertyId?: string | number) => `/help${optional(propertyId)}` },
  helpFaq: {
    path: '/help/faq/:propertyId?',
    getHref: (propertyId?: string | number) => `/help/faq${optional(propertyId)}`,
  },
  helpContact: {
    path: '/help/contact-support/:propertyId?',
    getHref: (propertyId?: string | number) => `/help/contact-support${optional(propertyId)}`,
  },
  settingsRoot: { path: '/settings', getHref: () => '/settings' },
  settings: {
    path: '/settings/list/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/list${optional(propertyId)}`,
  },
  settingsBlock: {
    path: '/settings/block/:propertyId',
    getHref: (propertyId: string | number) => `/settings/block/${propertyId}`,
  },
  settingsInitialize: { path: '/settings/initialize', getHref: () => '/settings/initialize' },
  settingsSummary: {
    path: '/settings/summary/:propertyId?',
    getHref: (propertyId?: string | number, section?: 'documents') =>
      `/settings/summary${optional(propertyId)}${section ? `#${section}` : ''}`,
  },
  settingsUtilities: {
    path: '/settings/property-summary/:propertyId/update-utility-details',
    getHref: (propertyId: string | number) => `/settings/property-summary/${propertyId}/update-utility-details`,
  },
  settingsOccupancy: {
    path: '/settings/occupancy/:propertyId',
    getHref: (propertyId: string | number, reservation?: string) =>
      withQuery(`/settings/occupancy/${propertyId}`, { reservation }),
  },
  // docs/product/settings-surveys.md#the-four-surveys: the step is the section number (features/surveys); the summary links to it.
  settingsPropertySurvey: {
    path: '/settings/property-survey/:propertyId?/:step?',
    getHref: (propertyId?: string | number, step?: number) =>
      `/settings/property-survey${optional(propertyId)}${propertyId === undefined ? '' : optional(step)}`,
  },
  changePassword: {
    path: '/settings/change-password/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/change-password${optional(propertyId)}`,
  },
  // Decision 090: the owner's passkeys (added after the password, listed with their last use, removed).
  settingsPasskeys: {
    path: '/settings/passkeys/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/passkeys${optional(propertyId)}`,
  },
  personalSurvey: {
    path: '/settings/personal-survey/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/personal-survey${optional(propertyId)}`,
  },
  addPropertySurvey: {
    path: '/settings/add-property-survey/:propertyId?',
    getHref: (propertyId?: string | number) => `/settings/add-property-survey${optional(propertyId)}`,
  },
  // The staff console (features/staff), loaded only under /staff; its own routes are relative to it.
  staff: { path: '/staff/*', getHref: () => '/staff' },
  staffLogin: { path: 'login', getHref: () => '/staff/login' },
  staffOwner: { path: 'owners/:ownerId', getHref: (ownerId: number) => `/staff/owners/${ownerId}` },
  staffOutbox: { path: 'outbox', getHref: () => '/staff/outbox' },
  staffAudit: { path: 'audit', getHref: () => '/staff/audit' },
  staffStatements: { path: 'statements', getHref: () => '/staff/statements' },
  staffNotifications: {
    path: 'notifications',
    getHref: (to: { ownerId?: number; propertyId?: number } = {}) =>
      withQuery('/staff/notifications', { owner: to.ownerId?.toString(), property: to.propertyId?.toString() }),
  },
  staffSupport: { path: 'support', getHref: () => '/staff/support' },
  staffPropertyDocuments: {
    path: 'properties/:propertyId/documents',
    getHref: (propertyId: number) => `/staff/properties/${propertyId}/documents`,
  },
  staffPropertyChannels: {
    path: 'properties/:propertyId/channels',
    getHref: (propertyId: number) => `/staff/properties/${propertyId}/channels`,
  },
  staffIntegrations: { path: 'integrations', getHref: () => '/staff/integrations' },
} as const;
