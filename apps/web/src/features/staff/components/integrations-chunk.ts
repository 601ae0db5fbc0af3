// The integration pages are a chunk of their own (staff-console.tsx loads it on first use), with their texts.
export { registerIntegrationTexts } from '../integrations-i18n.ts';
export { ChannelsPage } from './channels-page.tsx';
export { IntegrationsPage } from './integrations-page.tsx';
