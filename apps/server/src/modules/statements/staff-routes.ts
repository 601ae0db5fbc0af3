import {
  closeMonthRequest,
  closeMonthResponse,
  createdResponse,
  furnishingInvoiceFields,
  maintenanceInvoiceFields,
  propertyIdParams,
  publishResponse,
  staffMonthQuery,
  staffMonthRequest,
  staffPropertyDocumentsResponse,
  staffStatementsResponse,
  statementIdParams,
  statementPdfPreviewQuery,
} from '@portal/contract/staff';
import { staffOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { actorOf } from '../audit/record-audit.ts';
import { closeMonth, publishStatements } from './month-close.ts';
import {
  previewStatementPdf,
  replaceStatementPdf,
  staffMonthStatements,
  staffPropertyDocuments,
  uploadInvoice,
} from './staff-documents.ts';

const tags = ['staff'];
const UPLOAD_REFUSALS = ['NOT_FOUND', 'FILE_TOO_LARGE', 'UPLOAD_TOO_MANY_PARTS', 'UNSUPPORTED_FILE_TYPE'] as const;

/** Month close, publishing, statement PDFs and invoice uploads in the staff console (decision 032). */
export const staffStatementRoutes: RouteModule = (app, deps) => {
  app.get(
    '/statements',
    {
      schema: {
        tags,
        summary: 'Every property with its statement of a month (none, draft or published)',
        querystring: staffMonthQuery,
        response: { 200: staffStatementsResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return staffMonthStatements(deps, request.query);
    },
  );

  app.post(
    '/statements/close',
    {
      config: { refusals: ['NOT_FOUND', 'MONTH_NOT_FINISHED', 'STATEMENT_INCONSISTENT'] },
      schema: {
        tags,
        summary: 'Month close: builds the statements of a finished month as drafts, or publishes them (audited)',
        body: closeMonthRequest,
        response: { 200: closeMonthResponse },
      },
    },
    async (request) => closeMonth(deps, actorOf(staffOf(request)), request.body),
  );

  app.post(
    '/statements/publish',
    {
      schema: {
        tags,
        summary: "Publishes a month's drafts; their figures are frozen from then on (audited)",
        body: staffMonthRequest,
        response: { 200: publishResponse },
      },
    },
    async (request) => publishStatements(deps, actorOf(staffOf(request)), request.body),
  );

  app.post(
    '/statements/:statementId/pdf',
    {
      config: {
        refusals: [...UPLOAD_REFUSALS, 'VALIDATION_FAILED'],
        docs: { multipart: { files: { file: 'The PDF' }, required: ['file'] } },
      },
      schema: {
        tags,
        summary: "Replaces a statement's PDF with an uploaded one (multipart: file; audited)",
        params: statementIdParams,
        response: { 200: createdResponse },
      },
    },
    async (request) =>
      replaceStatementPdf(deps, actorOf(staffOf(request)), {
        statementId: request.params.statementId,
        request,
      }),
  );

  app.get(
    '/statements/:statementId/pdf',
    {
      config: {
        refusals: ['NOT_FOUND'],
        docs: { produces: { types: ['application/pdf'], description: 'The PDF (attachment)' } },
      },
      schema: {
        tags,
        summary: "The statement's PDF as the owner gets it (drafts too), for review",
        params: statementIdParams,
        querystring: statementPdfPreviewQuery,
      },
    },
    async (request, reply) => {
      staffOf(request);
      return previewStatementPdf(deps, {
        statementId: request.params.statementId,
        lang: request.query.lang,
        request,
        reply,
      });
    },
  );

  app.get(
    '/properties/:propertyId/documents',
    {
      config: { refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        summary: "A property's statements (drafts too) and invoices",
        params: propertyIdParams,
        response: { 200: staffPropertyDocumentsResponse },
      },
    },
    async (request) => {
      staffOf(request);
      return staffPropertyDocuments(deps, request.params.propertyId);
    },
  );

  for (const kind of ['maintenance', 'furnishing'] as const) {
    app.post(
      `/properties/:propertyId/${kind}-invoices`,
      {
        config: {
          refusals: [...UPLOAD_REFUSALS, 'VALIDATION_FAILED', 'INVOICE_NUMBER_TAKEN'],
          docs: {
            multipart: {
              fields: kind === 'maintenance' ? maintenanceInvoiceFields : furnishingInvoiceFields,
              files: { file: 'The invoice PDF (optional)' },
            },
          },
        },
        schema: {
          tags,
          summary: `Uploads a ${kind} invoice (multipart: its fields and an optional PDF \`file\`; audited)`,
          params: propertyIdParams,
          response: { 201: createdResponse },
        },
      },
      async (request, reply) => {
        const actor = actorOf(staffOf(request));
        const { propertyId } = request.params;
        const created =
          kind === 'maintenance'
            ? await uploadInvoice(deps, actor, { kind, propertyId, request, schema: maintenanceInvoiceFields })
            : await uploadInvoice(deps, actor, { kind, propertyId, request, schema: furnishingInvoiceFields });
        return reply.status(201).send(created);
      },
    );
  }
};
