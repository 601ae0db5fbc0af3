import type { LoginResponse } from '@portal/contract';
import { schema } from '@portal/db';
import { API_SCOPES } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isAuthenticatedRoute } from '../src/http/auth.ts';
import { isPublicRoute } from '../src/http/public-routes.ts';
import { bearer, ownHeaders, signIn } from './helpers/auth.ts';
import { createStaffToken } from './helpers/staff.ts';
import { useTestApp } from './helpers/use-test-app.ts';

/**
 * Broken object- and function-level authorization (OWASP API1 and API5), over every route the server registers.
 * The attacker, Mallory, is a real owner with a session on all three owner surfaces; the victim is the demo owner
 * owner@example.com. Every authenticated route must be described below (how to aim it at the victim's objects);
 * a route that is neither here nor in the public allowlist fails the test, so a new route cannot be forgotten.
 */

const VICTIM = 'owner@example.com';
const ATTACKER = 'mallory@test.local';
const UNKNOWN_ID = 987_654;

interface Target {
  /** The victim's property (legacy listing for `legacyPropertyId`, pordal for `pordalPropertyId`). */
  propertyId: number;
  pordalPropertyId: number;
  legacyPropertyId: number;
  /** Owner stays of the victim on a pordal and on a legacy property. */
  pordalStayId: number;
  legacyStayId: number;
  /** A guest reservation of the victim. */
  reservationCode: string;
  /** An owner document and a utility (with a bill) of the victim. */
  documentId: number;
  utilityId: number;
  /** A published statement (on propertyId) and a maintenance and a furnishing invoice of the victim. */
  statement: { id: number; year: number; month: number };
  maintenanceId: number;
  furnishingId: number;
  /** The victim's owner id (what a client sends as guesty_id) and one of their notifications. */
  ownerId: number;
  notificationId: number;
  /** One of the victim's passkeys. */
  passkeyId: number;
}

type Surface = 'own' | 'pordal' | 'legacy' | 'staff' | 'integration';
interface Attack {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: object;
}
interface Entry {
  surface: Surface;
  /**
   * The request aimed at the victim's objects (ids in `t`), and the same request with an id nobody has; null when
   * the route only ever acts on the caller (no foreign object can be named), where the attack is the plain call.
   */
  aim: (t: Target) => Attack;
  /** The route names an object: the foreign and the unknown id must answer alike. */
  namesObject: boolean;
  /** Signing out: run after the others, so the attacker's session lasts the whole walk. */
  endsSession?: true;
  /** An event stream that stays open: its first chunk is read, then the stream is dropped. */
  stream?: true;
}

const FUTURE = { checkIn: '2031-02-01T15:00', checkOut: '2031-02-04T11:00' };

/** Every authenticated route: method and path as Fastify registered them (HEAD follows GET). */
const MATRIX: Record<string, Entry> = {
  // Staff console (Bearer staff session); owner credentials of every kind are refused.
  'POST /api/staff/logout': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/logout' }),
    endsSession: true,
  },
  'GET /api/staff/me': { surface: 'staff', namesObject: false, aim: () => ({ method: 'GET', url: '/api/staff/me' }) },
  'GET /api/staff/owners': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/owners?q=owner' }),
  },
  'GET /api/staff/owners/:ownerId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/owners/1' }),
  },
  'POST /api/staff/owners/:ownerId/login-link': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/owners/1/login-link' }),
  },
  'POST /api/staff/owners/:ownerId/password': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/owners/1/password', payload: { mode: 'reset-email' } }),
  },
  'GET /api/staff/outbox': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/outbox' }),
  },
  'GET /api/staff/outbox/:messageId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/outbox/1' }),
  },
  'GET /api/staff/audit': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/audit' }),
  },
  // Month close, statement PDFs and invoice uploads. Uploads are multipart: a JSON body is refused.
  'GET /api/staff/statements': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/statements?year=2026&month=1' }),
  },
  'POST /api/staff/statements/close': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/statements/close', payload: { year: 2026, month: 1 } }),
  },
  'POST /api/staff/statements/publish': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/statements/publish', payload: { year: 2026, month: 1 } }),
  },
  'POST /api/staff/statements/:statementId/pdf': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/statements/1/pdf', payload: {} }),
  },
  'GET /api/staff/statements/:statementId/pdf': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/statements/1/pdf' }),
  },
  'GET /api/staff/properties/:propertyId/documents': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/properties/1/documents' }),
  },
  'POST /api/staff/properties/:propertyId/maintenance-invoices': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/properties/1/maintenance-invoices', payload: {} }),
  },
  'POST /api/staff/properties/:propertyId/furnishing-invoices': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/properties/1/furnishing-invoices', payload: {} }),
  },
  'PUT /api/staff/properties/:propertyId/picture': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/staff/properties/1/picture', payload: { picture: null } }),
  },
  // Notifications and support messages in the console.
  'POST /api/staff/notifications': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/notifications', payload: { owner_id: 1, message: { en: 'x' } } }),
  },
  // Channel calendars, API keys and webhooks (decisions 086–088): staff only.
  'GET /api/staff/properties/:propertyId/channels': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/properties/1/channels' }),
  },
  'POST /api/staff/properties/:propertyId/channel-feeds': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({
      method: 'POST',
      url: '/api/staff/properties/1/channel-feeds',
      payload: { channel: 'Airbnb', url: 'https://example.com/a.ics' },
    }),
  },
  'PUT /api/staff/properties/:propertyId/channel-feeds/:feedId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({
      method: 'PUT',
      url: '/api/staff/properties/1/channel-feeds/1',
      payload: { channel: 'Airbnb', url: 'https://example.com/a.ics' },
    }),
  },
  'DELETE /api/staff/properties/:propertyId/channel-feeds/:feedId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'DELETE', url: '/api/staff/properties/1/channel-feeds/1' }),
  },
  'POST /api/staff/properties/:propertyId/channel-feeds/:feedId/fetch': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/properties/1/channel-feeds/1/fetch' }),
  },
  'POST /api/staff/properties/:propertyId/availability-feed': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/properties/1/availability-feed' }),
  },
  'DELETE /api/staff/properties/:propertyId/availability-feed': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'DELETE', url: '/api/staff/properties/1/availability-feed' }),
  },
  'GET /api/staff/channel-conflicts': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/channel-conflicts' }),
  },
  'GET /api/staff/api-keys': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/api-keys' }),
  },
  'POST /api/staff/api-keys': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/api-keys', payload: { name: 'x', scopes: ['owners:write'] } }),
  },
  'DELETE /api/staff/api-keys/:keyId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'DELETE', url: '/api/staff/api-keys/1' }),
  },
  'GET /api/staff/webhooks': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/webhooks' }),
  },
  'POST /api/staff/webhooks': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({
      method: 'POST',
      url: '/api/staff/webhooks',
      payload: { url: 'https://example.com/h', events: ['survey.completed'] },
    }),
  },
  'PATCH /api/staff/webhooks/:endpointId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'PATCH', url: '/api/staff/webhooks/1', payload: { isPaused: true } }),
  },
  'DELETE /api/staff/webhooks/:endpointId': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'DELETE', url: '/api/staff/webhooks/1' }),
  },
  'GET /api/staff/webhooks/:endpointId/deliveries': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/webhooks/1/deliveries' }),
  },
  'POST /api/staff/webhook-deliveries/:deliveryId/resend': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/webhook-deliveries/1/resend' }),
  },
  // The integration API: an API key is the company's own system, so only other credentials are tried on it.
  'PUT /api/integration/owners': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/owners', payload: [] }),
  },
  'PUT /api/integration/properties': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/properties', payload: [] }),
  },
  'PUT /api/integration/reservations': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/reservations', payload: [] }),
  },
  'PUT /api/integration/owner-blocks': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/owner-blocks', payload: [] }),
  },
  'PUT /api/integration/tasks': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/tasks', payload: [] }),
  },
  'PUT /api/integration/maintenance-invoices': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/maintenance-invoices', payload: [] }),
  },
  'PUT /api/integration/furnishing-invoices': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/furnishing-invoices', payload: [] }),
  },
  'PUT /api/integration/statements': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/integration/statements', payload: [] }),
  },
  'GET /api/integration/owner-stays': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/integration/owner-stays' }),
  },
  'GET /api/integration/support-messages': {
    surface: 'integration',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/integration/support-messages' }),
  },
  'GET /api/staff/support-messages': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/staff/support-messages?handled=0' }),
  },
  'POST /api/staff/support-messages/:messageId/handled': {
    surface: 'staff',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/staff/support-messages/1/handled' }),
  },
  // Owner API (Basic ownerId:session, x-owner).
  'POST /api/logout': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/logout', payload: {} }),
    endsSession: true,
  },
  'POST /api/version_log': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/version_log', payload: { version: '1.3.0', platform: 'ios' } }),
  },
  'GET /api/properties': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/properties?search=Marina' }),
  },
  'GET /api/property': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/property?id=${t.propertyId}` }),
  },
  // Property summary, utilities, owner documents, occupancy. Uploads are multipart; a JSON body is refused
  // before anything is read, alike for a foreign and an unknown property.
  'GET /api/property_summary': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/property_summary?propertyId=${t.propertyId}` }),
  },
  'GET /api/owner_utilities': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/owner_utilities?propertyId=${t.propertyId}` }),
  },
  'POST /api/owner_utilities': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: `/api/owner_utilities?propertyId=${t.propertyId}`, payload: {} }),
  },
  // The spec's "v2" path of the same handlers (decision 036).
  'GET /api/v2/owner_utilities': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/v2/owner_utilities?propertyId=${t.propertyId}` }),
  },
  'POST /api/v2/owner_utilities': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: `/api/v2/owner_utilities?propertyId=${t.propertyId}`, payload: {} }),
  },
  'GET /api/owner_documents_list': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/owner_documents_list?propertyId=${t.propertyId}` }),
  },
  'POST /api/owner_document': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: '/api/owner_document', payload: { propertyId: t.propertyId, doc_type_id: 4 } }),
  },
  'GET /api/owner_single_document': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/owner_single_document?id=${t.documentId}` }),
  },
  'GET /api/owner_bill_document': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/owner_bill_document?id=${t.utilityId}` }),
  },
  'GET /api/owner_noc': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/owner_noc?propertyId=${t.propertyId}` }),
  },
  'GET /api/occupancy': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/occupancy?propertyId=${t.propertyId}` }),
  },
  // Surveys, bank details, password. A save aimed at the victim's property is refused before anything is
  // read; the password routes are aimed at the victim by name and id, and a wrong password changes nothing.
  'GET /api/owner_survey': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/owner_survey?propertyId=${t.propertyId}` }),
  },
  'POST /api/owner_survey': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: `/api/owner_survey?propertyId=${t.propertyId}`,
      payload: { sections: [{ id: 'property_details', answers: { wifi_name: 'mallory' } }] },
    }),
  },
  'GET /api/v2/owner_survey': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/v2/owner_survey?propertyId=${t.propertyId}` }),
  },
  'POST /api/v2/owner_survey': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: `/api/v2/owner_survey?propertyId=${t.propertyId}`,
      payload: { sections: [{ id: 'property_details', answers: { wifi_name: 'mallory' } }] },
    }),
  },
  'GET /api/owner_bank_details': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/owner_bank_details' }),
  },
  'POST /api/reauthenticate': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/reauthenticate', payload: { password: 'not-the-password' } }),
  },
  'POST /api/change_password': {
    surface: 'own',
    namesObject: false,
    aim: () => ({
      method: 'POST',
      url: '/api/change_password',
      payload: { name: VICTIM, old: 'Owner#2026', new: 'Mallory#2026', confirm: 'Mallory#2026' },
    }),
  },
  'GET /api/calendar': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/calendar?listingId=${t.propertyId}&from=2026-01-01&to=2026-12-31` }),
  },
  // Calendar subscription: the owner side names a property; the feed itself (/ical/:token.ics) is public,
  // its token the credential (public allowlist; calendar-feed.test.ts proves a foreign or revoked token is a bare 404).
  'GET /api/channel-conflicts': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/channel-conflicts?listingId=${t.propertyId}` }),
  },
  'GET /api/calendar-feed': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/calendar-feed?propertyId=${t.propertyId}` }),
  },
  'POST /api/calendar-feed': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: '/api/calendar-feed', payload: { propertyId: t.propertyId } }),
  },
  'DELETE /api/calendar-feed': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'DELETE', url: `/api/calendar-feed?propertyId=${t.propertyId}` }),
  },
  'GET /api/reservations': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/reservations?listingId=${t.propertyId}` }),
  },
  'POST /api/statistics': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: '/api/statistics',
      payload: { property_id: t.propertyId, month: 3, year: 2026 },
    }),
  },
  'GET /api/commission': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/commission?property_id=${t.propertyId}&month=3&year=2026` }),
  },
  'GET /api/reservation-payouts': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/reservation-payouts?confirmation_codes=${t.reservationCode}` }),
  },
  // Statements and invoices.
  'POST /api/statements_list': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: '/api/statements_list', payload: { property_id: t.propertyId } }),
  },
  'POST /api/statements': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: '/api/statements',
      payload: { property_id: t.propertyId, year: t.statement.year, month: t.statement.month },
    }),
  },
  'GET /api/invoice_list_maintenance': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/invoice_list_maintenance?property_id=${t.propertyId}` }),
  },
  'GET /api/invoice_list_furnishing': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/invoice_list_furnishing?property_id=${t.propertyId}` }),
  },
  'POST /api/documents_read': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: '/api/documents_read', payload: { kind: 'statement', id: t.statement.id } }),
  },
  'GET /api/statement_pdf': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({
      method: 'GET',
      url: `/api/statement_pdf?property_id=${t.propertyId}&year=${t.statement.year}&month=${t.statement.month}`,
    }),
  },
  'GET /api/maintenance_invoice_pdf': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/maintenance_invoice_pdf?id=${t.maintenanceId}` }),
  },
  'GET /api/furnishing_invoice_pdf': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/furnishing_invoice_pdf?id=${t.furnishingId}` }),
  },
  'GET /api/statements_csv': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/statements_csv?property_id=${t.propertyId}&year=${t.statement.year}` }),
  },
  // Notifications, FAQ and support. guesty_id naming the victim is refused like an id nobody has.
  'GET /api/notifications': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/notifications?guesty_id=${t.ownerId}` }),
  },
  'GET /api/notifications/unread_count': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/notifications/unread_count' }),
  },
  'GET /api/readnotification': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/readnotification?id_notification=${t.notificationId}` }),
  },
  'GET /api/events': {
    surface: 'own',
    namesObject: false,
    stream: true,
    aim: () => ({ method: 'GET', url: '/api/events' }),
  },
  'GET /api/faq': { surface: 'own', namesObject: false, aim: () => ({ method: 'GET', url: '/api/faq?lang=ar' }) },
  'POST /api/send_contact_mail': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: '/api/send_contact_mail',
      payload: { subject: 'general_question', message: 'mallory', property_id: t.propertyId },
    }),
  },
  // Passkeys (decision 090): the list and the changes act on the caller's own; a removal names one.
  'GET /api/passkeys': { surface: 'own', namesObject: false, aim: () => ({ method: 'GET', url: '/api/passkeys' }) },
  'POST /api/passkeys/registration/options': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/passkeys/registration/options' }),
  },
  'POST /api/passkeys': {
    surface: 'own',
    namesObject: false,
    aim: () => ({
      method: 'POST',
      url: '/api/passkeys',
      payload: {
        name: 'mallory',
        response: {
          id: 'bWFsbG9yeQ',
          rawId: 'bWFsbG9yeQ',
          type: 'public-key',
          response: { clientDataJSON: 'e30', attestationObject: 'oA' },
          clientExtensionResults: {},
        },
      },
    }),
  },
  'DELETE /api/passkeys/:passkeyId': {
    surface: 'own',
    namesObject: true,
    aim: (t) => ({ method: 'DELETE', url: `/api/passkeys/${t.passkeyId}` }),
  },
  'PUT /api/preferred-language': {
    surface: 'own',
    namesObject: false,
    aim: () => ({ method: 'PUT', url: '/api/preferred-language', payload: { language: 'ar' } }),
  },
  // Pordal booking system (Bearer access token).
  'GET /api/pordal/owner-profile': {
    surface: 'pordal',
    namesObject: false,
    aim: () => ({ method: 'GET', url: '/api/pordal/owner-profile' }),
  },
  'POST /api/pordal/owner-reservation': {
    surface: 'pordal',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: '/api/pordal/owner-reservation',
      payload: { propertyId: t.pordalPropertyId, ...FUTURE, note: 'mallory' },
    }),
  },
  'GET /api/pordal/owner-reservation': {
    surface: 'pordal',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/pordal/owner-reservation?propertyId=${t.pordalPropertyId}` }),
  },
  'PUT /api/pordal/owner-reservation/:id': {
    surface: 'pordal',
    namesObject: true,
    aim: (t) => ({
      method: 'PUT',
      url: `/api/pordal/owner-reservation/${t.pordalStayId}`,
      payload: { status: 'cancelled', occupancy: 1 },
    }),
  },
  'GET /api/pordal/owner-reservation/:id': {
    surface: 'pordal',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/pordal/owner-reservation/${t.pordalStayId}` }),
  },
  // Legacy booking system (Bearer token).
  'POST /api/legacy/authenticate/revoke': {
    surface: 'legacy',
    namesObject: false,
    aim: () => ({ method: 'POST', url: '/api/legacy/authenticate/revoke', payload: {} }),
    endsSession: true,
  },
  'POST /api/legacy/owners-reservations': {
    surface: 'legacy',
    namesObject: true,
    aim: (t) => ({
      method: 'POST',
      url: '/api/legacy/owners-reservations',
      payload: { listingId: t.legacyPropertyId, ...FUTURE, note: 'mallory' },
    }),
  },
  'PUT /api/legacy/owners-reservations/:id': {
    surface: 'legacy',
    namesObject: true,
    aim: (t) => ({
      method: 'PUT',
      url: `/api/legacy/owners-reservations/${t.legacyStayId}`,
      payload: { note: 'mallory was here' },
    }),
  },
  'POST /api/legacy/owners-reservations/:id': {
    surface: 'legacy',
    namesObject: true,
    aim: (t) => ({ method: 'POST', url: `/api/legacy/owners-reservations/${t.legacyStayId}`, payload: {} }),
  },
  'GET /api/legacy/owners-reservations/:id': {
    surface: 'legacy',
    namesObject: true,
    aim: (t) => ({ method: 'GET', url: `/api/legacy/owners-reservations/${t.legacyStayId}` }),
  },
};

const ctx = useTestApp({
  seeded: true,
  setup: async ({ database }) => {
    const { db } = database;
    const [victim] = await db.select().from(schema.owners).where(eq(schema.owners.email, VICTIM));
    if (!victim) throw new Error('no victim');
    await db.insert(schema.owners).values({
      email: ATTACKER,
      passwordHash: victim.passwordHash,
      fullName: 'Mallory Attacker',
      loginStatus: 'both',
      legacyId: 'G-6666',
      pordalId: 'P-6666',
      surveyCompleted: true,
    });
    await db.insert(schema.webauthnCredentials).values({
      ownerId: victim.id,
      credentialId: 'dmljdGltLXBhc3NrZXk',
      publicKey: 'pQECAyYgASFYIA',
      userHandle: 'dmljdGltLWhhbmRsZQ',
      name: 'Victim phone',
    });
  },
});

/** The matrix in the order it is walked: sign-outs last. */
const ENTRIES = Object.entries(MATRIX).sort(([, a], [, b]) => Number(a.endsSession ?? 0) - Number(b.endsSession ?? 0));

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD');
const keysOf = (route: RouteOptions) => methodsOf(route).map((method) => `${method} ${route.url}`);

async function victimTarget(): Promise<Target> {
  const { db } = ctx.database;
  const [victim] = await db.select().from(schema.owners).where(eq(schema.owners.email, VICTIM));
  if (!victim) throw new Error('no victim');
  const stayOn = async (isPordal: boolean) => {
    const [stay] = await db
      .select({ id: schema.stays.id, propertyId: schema.stays.propertyId })
      .from(schema.stays)
      .innerJoin(schema.properties, eq(schema.properties.id, schema.stays.propertyId))
      .where(
        and(
          eq(schema.properties.ownerId, victim.id),
          eq(schema.properties.isPordal, isPordal),
          eq(schema.stays.kind, 'owner'),
        ),
      )
      .orderBy(asc(schema.stays.id))
      .limit(1);
    if (!stay) throw new Error(`the victim needs an owner stay on a ${isPordal ? 'pordal' : 'legacy'} property`);
    return stay;
  };
  const pordal = await stayOn(true);
  const legacy = await stayOn(false);
  const [guest] = await db
    .select({ code: schema.stays.confirmationCode })
    .from(schema.stays)
    .where(and(eq(schema.stays.propertyId, legacy.propertyId), eq(schema.stays.kind, 'guest')))
    .limit(1);
  if (!guest?.code) throw new Error('no guest reservation');
  const [document] = await db
    .select({ id: schema.ownerDocuments.id })
    .from(schema.ownerDocuments)
    .where(eq(schema.ownerDocuments.ownerId, victim.id))
    .limit(1);
  const [utility] = await db
    .select({ id: schema.utilities.id })
    .from(schema.utilities)
    .where(and(eq(schema.utilities.ownerId, victim.id), sql`bill_file_id IS NOT NULL`))
    .limit(1);
  if (!document || !utility) throw new Error('the victim needs a document and a utility with a bill');
  const [statement] = await db
    .select({ id: schema.statements.id, year: schema.statements.year, month: schema.statements.month })
    .from(schema.statements)
    .where(and(eq(schema.statements.propertyId, legacy.propertyId), eq(schema.statements.status, 'published')))
    .limit(1);
  const [maintenance] = await db
    .select({ id: schema.maintenanceInvoices.id })
    .from(schema.maintenanceInvoices)
    .where(eq(schema.maintenanceInvoices.propertyId, legacy.propertyId))
    .limit(1);
  const [furnishing] = await db
    .select({ id: schema.furnishingInvoices.id })
    .from(schema.furnishingInvoices)
    .innerJoin(schema.properties, eq(schema.properties.id, schema.furnishingInvoices.propertyId))
    .where(eq(schema.properties.ownerId, victim.id))
    .limit(1);
  if (!statement || !maintenance || !furnishing) throw new Error('the victim needs a statement and invoices');
  const [notification] = await db
    .select({ id: schema.notifications.id })
    .from(schema.notifications)
    .where(and(eq(schema.notifications.ownerId, victim.id), sql`read_at IS NULL`))
    .limit(1);
  if (!notification) throw new Error('the victim needs an unread notification');
  const [passkey] = await db
    .select({ id: schema.webauthnCredentials.id })
    .from(schema.webauthnCredentials)
    .where(eq(schema.webauthnCredentials.ownerId, victim.id));
  if (!passkey) throw new Error('the victim needs a passkey');
  return {
    passkeyId: passkey.id,
    notificationId: notification.id,
    statement,
    maintenanceId: maintenance.id,
    furnishingId: furnishing.id,
    ownerId: victim.id,
    propertyId: legacy.propertyId,
    pordalPropertyId: pordal.propertyId,
    legacyPropertyId: legacy.propertyId,
    pordalStayId: pordal.id,
    legacyStayId: legacy.id,
    reservationCode: guest.code,
    documentId: document.id,
    utilityId: utility.id,
  };
}

const UNKNOWN: Target = {
  propertyId: UNKNOWN_ID,
  pordalPropertyId: UNKNOWN_ID,
  legacyPropertyId: UNKNOWN_ID,
  pordalStayId: UNKNOWN_ID,
  legacyStayId: UNKNOWN_ID,
  documentId: UNKNOWN_ID,
  utilityId: UNKNOWN_ID,
  reservationCode: 'NOPE-987654',
  statement: { id: UNKNOWN_ID, year: 2026, month: 1 },
  maintenanceId: UNKNOWN_ID,
  furnishingId: UNKNOWN_ID,
  ownerId: UNKNOWN_ID,
  notificationId: UNKNOWN_ID,
  passkeyId: UNKNOWN_ID,
};

/**
 * A fingerprint of everything that belongs to the victim: every row of every table with an owner_id column that is
 * theirs, and every row of every table with a property_id column on one of their properties.
 */
async function victimFingerprint(ownerId: number): Promise<string> {
  const { db } = ctx.database;
  const columns = (await db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('owner_id', 'property_id') ORDER BY table_name, column_name`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const parts: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const filter =
      column === 'owner_id'
        ? sql`${sql.identifier(column)} = ${ownerId}`
        : sql`${sql.identifier(column)} IN (SELECT id FROM properties WHERE owner_id = ${ownerId})`;
    const result = (await db.execute(
      sql`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n
          FROM ${sql.identifier(table)} t WHERE ${filter}`,
    )) as unknown as { rows: { h: string; n: number }[] };
    parts.push(`${table}.${column}:${result.rows[0]?.n}:${result.rows[0]?.h}`);
  }
  return parts.join('\n');
}

interface Credentials {
  own: Record<string, string>;
  pordal: Record<string, string>;
  legacy: Record<string, string>;
  staff: Record<string, string>;
  integration: Record<string, string>;
}

async function attackerCredentials(): Promise<Credentials & { login: LoginResponse }> {
  const login = await signIn(ctx.app, ATTACKER);
  if (!login.access_token || !login.guesty?.token) throw new Error('the attacker needs all three sessions');
  const { token: staffToken } = await createStaffToken(ctx.database.db, 'matrix-staff@test.local');
  // A key with every scope: whatever it may do elsewhere, it opens no owner or staff route.
  const made = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/api-keys',
    headers: bearer(staffToken),
    payload: { name: 'matrix', scopes: [...API_SCOPES] },
  });
  return {
    login,
    own: ownHeaders(login),
    pordal: bearer(login.access_token),
    legacy: bearer(login.guesty.token),
    staff: bearer(staffToken),
    integration: bearer(made.json().key),
  };
}

/** Everything the victim owns that a response could leak: their e-mail, name, nicknames and reservation codes. */
async function victimMarkers(ownerId: number): Promise<string[]> {
  const { db } = ctx.database;
  const [victim] = await db.select().from(schema.owners).where(eq(schema.owners.id, ownerId));
  const owned = await db.select().from(schema.properties).where(eq(schema.properties.ownerId, ownerId));
  const codes = await db
    .select({ code: schema.stays.confirmationCode })
    .from(schema.stays)
    .innerJoin(schema.properties, eq(schema.properties.id, schema.stays.propertyId))
    .where(eq(schema.properties.ownerId, ownerId));
  return [
    victim?.email ?? VICTIM,
    victim?.fullName ?? '',
    ...owned.map((p) => p.nickname),
    ...codes.map((c) => c.code ?? '').filter((code) => code.length >= 6),
  ].filter(Boolean);
}

/** Sends an attack; an event stream that opens is read up to its first chunk and dropped (it never ends by itself). */
async function hit(entry: Pick<Entry, 'stream'>, attack: Attack, headers: Record<string, string>) {
  if (!entry.stream) return ctx.app.inject({ ...attack, headers });
  const response = await ctx.app.inject({ ...attack, headers, payloadAsStream: true });
  const body = response.stream();
  const first = await new Promise<string>((resolve, reject) => {
    let text = '';
    body.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n\n')) resolve(text);
    });
    body.once('end', () => resolve(text));
    body.once('error', reject);
  });
  body.destroy();
  return { statusCode: response.statusCode, body: first, json: () => JSON.parse(first) as unknown };
}

/** What the walk tried and what it found, counted request by request; the summary line prints these. */
const tally = { routes: 0, requests: 0, leaks: 0, writes: 0, fingerprints: 0 };
afterAll(() => {
  console.info(
    `authorization matrix (${ctx.database.kind}): ${tally.routes} authenticated routes, ${tally.requests} hostile requests, ` +
      `${tally.leaks} leaks, ${tally.writes} writes (victim's rows fingerprinted ${tally.fingerprints} times)`,
  );
});

/** The next transaction id to be handed out: it moves when any transaction writes, and only then. */
async function nextTransactionId(): Promise<string> {
  const result = (await ctx.database.db.execute(
    sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x`,
  )) as unknown as { rows: { x: string }[] };
  return result.rows[0]?.x ?? '';
}

interface Walk {
  ownerId: number;
  markers: string[];
  /** The victim's fingerprint as it stands after the last request. */
  fingerprint: string;
}

async function startWalk(ownerId: number): Promise<Walk> {
  return { ownerId, markers: await victimMarkers(ownerId), fingerprint: await victimFingerprint(ownerId) };
}

/**
 * One hostile request, measured: a response naming anything of the victim's (that the request did not itself send)
 * counts as a leak, and a request after which the victim's rows differ counts as a write. The rows are fingerprinted
 * again only when a transaction committed since the request began (the transaction counter moved), so a read costs
 * one query. Both are asserted too; the counters are what the summary line prints.
 */
async function attack(
  walk: Walk,
  key: string,
  entry: Pick<Entry, 'stream'>,
  request: Attack,
  headers: Record<string, string>,
) {
  const before = await nextTransactionId();
  const response = await hit(entry, request, headers);
  tally.requests++;
  const sent = JSON.stringify({ ...request, headers });
  const leaked = walk.markers.filter((marker) => !sent.includes(marker) && response.body.includes(marker));
  if (leaked.length > 0) tally.leaks++;
  expect(leaked, `${key} leaked`).toEqual([]);
  if ((await nextTransactionId()) !== before) {
    tally.fingerprints++;
    const after = await victimFingerprint(walk.ownerId);
    if (after !== walk.fingerprint) tally.writes++;
    expect(after, `${key} wrote to the victim's rows`).toBe(walk.fingerprint);
    walk.fingerprint = after;
  }
  return response;
}

describe('authorization matrix over every registered route (OWASP API1 BOLA, API5 BFLA)', () => {
  it('describes every authenticated route, and describes no route that does not exist', () => {
    const registered = ctx.app.registeredRoutes.filter(isAuthenticatedRoute).flatMap(keysOf);
    const missing = registered.filter((key) => !MATRIX[key]);
    expect(missing, 'routes neither in the matrix nor in the public allowlist').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
    tally.routes = registered.length;
  });

  it("an owner aiming at another owner's objects gets a refusal or only their own data, and writes nothing", async () => {
    const target = await victimTarget();
    const creds = await attackerCredentials();
    const walk = await startWalk(target.ownerId);
    const before = walk.fingerprint;
    for (const [key, entry] of ENTRIES) {
      if (entry.surface === 'staff' || entry.surface === 'integration') continue;
      const response = await attack(walk, key, entry, entry.aim(target), creds[entry.surface]);
      expect(response.statusCode, `${key}: ${response.body}`).toBeLessThan(500);
      if (response.statusCode >= 300) {
        expect([400, 401, 403, 404, 422], `${key}: ${response.body}`).toContain(response.statusCode);
        expect(response.json(), key).toMatchObject({ status: response.statusCode, code: expect.any(String) });
      }
      if (entry.namesObject) {
        // A foreign id and an id nobody has answer alike, so ids cannot be probed.
        const unknown = await attack(walk, key, entry, entry.aim(UNKNOWN), creds[entry.surface]);
        expect(`${key} ${response.statusCode} ${codeOf(response.body)}`).toBe(
          `${key} ${unknown.statusCode} ${codeOf(unknown.body)}`,
        );
      }
    }
    expect(await victimFingerprint(target.ownerId)).toBe(before);
  });

  it('a forged x-owner naming the victim is refused on every owner API route (403), and writes nothing', async () => {
    const target = await victimTarget();
    const { login } = await attackerCredentials();
    const walk = await startWalk(target.ownerId);
    const before = walk.fingerprint;
    for (const [key, entry] of ENTRIES) {
      if (entry.surface !== 'own') continue;
      const response = await attack(walk, key, entry, entry.aim(target), ownHeaders(login, String(target.ownerId)));
      expect(response.statusCode, `${key}: ${response.body}`).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, code: 'OWNER_MISMATCH' });
    }
    expect(await victimFingerprint(target.ownerId)).toBe(before);
  });

  it('a session from one surface is no credential on another, and a staff token is none on an owner route', async () => {
    const target = await victimTarget();
    const creds = await attackerCredentials();
    const walk = await startWalk(target.ownerId);
    const before = walk.fingerprint;
    const surfaces: Surface[] = ['own', 'pordal', 'legacy', 'staff', 'integration'];
    for (const [key, entry] of ENTRIES) {
      for (const other of surfaces) {
        if (other === entry.surface) continue;
        const response = await attack(walk, key, entry, entry.aim(target), creds[other]);
        expect(response.statusCode, `${key} with a ${other} credential: ${response.body}`).toBe(401);
      }
    }
    expect(await victimFingerprint(target.ownerId)).toBe(before);
  });

  it('staff routes refuse every owner credential (401/403), and write nothing', async () => {
    const target = await victimTarget();
    const creds = await attackerCredentials();
    const walk = await startWalk(target.ownerId);
    const before = walk.fingerprint;
    const staffRoutes = ctx.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/staff/') && !isPublicRoute(r.method, r.url),
    );
    for (const route of staffRoutes) {
      for (const method of methodsOf(route)) {
        for (const surface of ['own', 'pordal', 'legacy'] as const) {
          const key = `${method} ${route.url} as ${surface}`;
          const response = await attack(
            walk,
            key,
            {},
            { method: method as Attack['method'], url: route.url.replace(/:\w+/g, String(target.ownerId)) },
            creds[surface],
          );
          expect([401, 403], key).toContain(response.statusCode);
        }
      }
    }
    expect(await victimFingerprint(target.ownerId)).toBe(before);
  });
});

function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code ?? '');
  } catch {
    return '';
  }
}
