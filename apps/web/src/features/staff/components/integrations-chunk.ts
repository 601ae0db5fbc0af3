import { registerIntegrationTexts } from '../integrations-i18n.ts';

// The integration pages are a chunk of their own (staff-console.tsx loads it on first use): their texts come with it.
registerIntegrationTexts();

export { ChannelsPage } from './channels-page.tsx';
export { IntegrationsPage } from './integrations-page.tsx';
