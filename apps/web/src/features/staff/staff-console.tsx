import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { AuditPage } from './components/audit-page.tsx';
import { MonthClosePage } from './components/month-close-page.tsx';
import { OutboxPage } from './components/outbox-page.tsx';
import { OwnerPage } from './components/owner-page.tsx';
import { OwnersPage } from './components/owners-page.tsx';
import { PropertyDocumentsPage } from './components/property-documents-page.tsx';
import { PublishNotificationPage } from './components/publish-notification-page.tsx';
import { StaffLayout } from './components/staff-layout.tsx';
import { StaffLoginPage } from './components/staff-login-page.tsx';
import { SupportMessagesPage } from './components/support-messages-page.tsx';
import { registerStaffTexts } from './staff-i18n.ts';
import { useStaffSession } from './staff-session.ts';
import './staff.css';

registerStaffTexts();

// Channel calendars, API keys and webhooks load on first use, with their texts (integrations-chunk.ts).
const loadIntegrations = async () => {
  const chunk = await import('./components/integrations-chunk.ts');
  chunk.registerIntegrationTexts();
  return chunk;
};
const ChannelsPage = lazy(async () => ({ default: (await loadIntegrations()).ChannelsPage }));
const IntegrationsPage = lazy(async () => ({ default: (await loadIntegrations()).IntegrationsPage }));

/** /staff/*: the management company's console, its own sign-in apart from the owners'; loaded only here. */
export function StaffConsole() {
  const session = useStaffSession();
  if (!session) {
    return (
      <Routes>
        <Route path={paths.staffLogin.path} element={<StaffLoginPage />} />
        <Route path="*" element={<Navigate to={paths.staffLogin.getHref()} replace />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route element={<StaffLayout staffName={session.staff.fullName} />}>
        <Route index element={<OwnersPage />} />
        <Route path={paths.staffOwner.path} element={<OwnerPage />} />
        <Route path={paths.staffOutbox.path} element={<OutboxPage />} />
        <Route path={paths.staffAudit.path} element={<AuditPage />} />
        <Route path={paths.staffStatements.path} element={<MonthClosePage />} />
        <Route path={paths.staffPropertyDocuments.path} element={<PropertyDocumentsPage />} />
        <Route path={paths.staffNotifications.path} element={<PublishNotificationPage />} />
        <Route path={paths.staffSupport.path} element={<SupportMessagesPage />} />
        <Route
          path={paths.staffPropertyChannels.path}
          element={
            <Suspense fallback={<Spinner />}>
              <ChannelsPage />
            </Suspense>
          }
        />
        <Route
          path={paths.staffIntegrations.path}
          element={
            <Suspense fallback={<Spinner />}>
              <IntegrationsPage />
            </Suspense>
          }
        />
        <Route path="*" element={<Navigate to={paths.staff.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
