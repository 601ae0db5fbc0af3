import { okResponse } from '@portal/contract';
import {
  auditQuery,
  auditResponse,
  outboxMessageParams,
  outboxMessageResponse,
  outboxQuery,
  outboxResponse,
  ownerDetailResponse,
  ownerIdParams,
  ownerPasswordRequest,
  ownerPasswordResponse,
  ownerSearchQuery,
  ownerSearchResponse,
  staffLoginLinkResponse,
  staffLoginRequest,
  staffLoginResponse,
  staffMember,
} from '@portal/contract/staff';
import { AppError } from '../../http/errors.ts';
import { staffOf } from '../../http/principal.ts';
import { SIGN_IN_BY_ADDRESS } from '../../http/rate-limit.ts';
import type { RouteModule } from '../../types.ts';
import { listAudit } from '../audit/read-audit.ts';
import { listOutbox, readOutboxMessage } from '../mail/outbox-read.ts';
import { setOwnerPassword, staffLoginLink } from './owner-access.ts';
import { ownerDetail, searchOwners } from './owners.ts';
import { currentStaff, signInStaff, signOutStaff, staffView } from './sign-in.ts';

const tags = ['staff'];

/** The staff console's API (decision 047): sign-in, owners and their access, the outbox and the audit log. */
export const staffRoutes: RouteModule = (app, deps) => {
  app.post(
    '/login',
    {
      config: {
        refusals: ['INVALID_CREDENTIALS', 'TOO_MANY_FAILED_LOGIN_ATTEMPTS', 'RATE_LIMITED'],
        rateLimit: [SIGN_IN_BY_ADDRESS],
      },
      schema: {
        tags,
        summary: 'Staff sign-in (argon2id, the owners’ lockout rule)',
        body: staffLoginRequest,
        response: { 200: staffLoginResponse },
      },
    },
    async (request) => signInStaff(deps, request.body),
  );

  app.post(
    '/logout',
    { schema: { tags, summary: 'Ends the staff session', response: { 200: okResponse } } },
    async (request) => {
      await signOutStaff(deps, staffOf(request));
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    { schema: { tags, summary: 'The signed-in staff member', response: { 200: staffMember } } },
    async (request) => staffView(await currentStaff(deps, staffOf(request))),
  );

  app.get(
    '/owners',
    {
      schema: {
        tags,
        summary: 'Owners whose e-mail or name contains q',
        querystring: ownerSearchQuery,
        response: { 200: ownerSearchResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return { owners: await searchOwners(deps.db, request.query) };
    },
  );

  app.get(
    '/owners/:ownerId',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'An owner and their properties',
        params: ownerIdParams,
        response: { 200: ownerDetailResponse },
      },
    },
    async (request) => {
      staffOf(request);
      const detail = await ownerDetail(deps.db, request.params.ownerId);
      if (!detail) throw new AppError('NOT_FOUND', 'No such owner');
      return detail;
    },
  );

  app.post(
    '/owners/:ownerId/login-link',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'A single-use, 10-minute link that signs the staff member in as the owner (audited)',
        params: ownerIdParams,
        response: { 200: staffLoginLinkResponse },
      },
    },
    async (request) => staffLoginLink(deps, staffOf(request), request.params.ownerId),
  );

  app.post(
    '/owners/:ownerId/password',
    {
      config: { refusals: ['NOT_FOUND', 'WEAK_PASSWORD'] },
      schema: {
        tags,
        summary: 'Mails the owner a reset link, or sets a temporary password the owner must change (audited)',
        params: ownerIdParams,
        body: ownerPasswordRequest,
        response: { 200: ownerPasswordResponse },
      },
    },
    async (request) => setOwnerPassword(deps, staffOf(request), request.params.ownerId, request.body),
  );

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'The newest e-mails with their delivery state',
        querystring: outboxQuery,
        response: { 200: outboxResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return { messages: await listOutbox(deps.db, request.query) };
    },
  );

  app.get(
    '/outbox/:messageId',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: 'One e-mail with its text',
        params: outboxMessageParams,
        response: { 200: outboxMessageResponse },
      },
    },
    async (request) => {
      staffOf(request);
      const message = await readOutboxMessage(deps.db, request.params.messageId);
      if (!message) throw new AppError('NOT_FOUND', 'No such message');
      return message;
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The newest audit entries (owner stays, admin sessions, staff actions)',
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return { entries: await listAudit(deps.db, request.query) };
    },
  );
};
