import {
  furnishingInvoicesResponse,
  invoiceListQuery,
  invoicePdfQuery,
  maintenanceInvoicesResponse,
  markReadRequest,
  okResponse,
  statementPdfQuery,
  statementRequest,
  statementResponse,
  statementsCsvQuery,
  statementsListRequest,
  statementsListResponse,
} from '@portal/contract';
import { attachmentDisposition } from '../../files/download.ts';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import {
  downloadInvoice,
  downloadStatement,
  exportStatementsCsv,
  getStatement,
  listFurnishingInvoices,
  listMaintenanceInvoices,
  listStatements,
  markRead,
} from './service.ts';

/** Statements and invoices of docs/product/statements.md#server-calls (own surface): lists, one statement, read state, PDFs and the CSV export. */
export const statementRoutes: RouteModule = (app, deps) => {
  const tags = ['statements'];
  // Another owner's property or document answers 404 exactly like an unknown one (the ownership guard).
  const owned = { refusals: ['NOT_FOUND'] } as const;

  app.post(
    '/statements_list',
    {
      config: { ...owned, isReadOnly: true, docs: { form: true } },
      schema: {
        tags,
        summary: "The property's published statements, newest first (form: property_id)",
        body: statementsListRequest,
        response: { 200: statementsListResponse },
      },
    },
    async (request) =>
      listStatements(deps, { ownerId: ownerOf(request).ownerId, propertyId: request.body.property_id }),
  );

  app.post(
    '/statements',
    {
      config: { ...owned, isReadOnly: true, docs: { form: true } },
      schema: {
        tags,
        summary: 'One published statement (form: property_id, month, year)',
        body: statementRequest,
        response: { 200: statementResponse },
      },
    },
    async (request) =>
      getStatement(deps, {
        ownerId: ownerOf(request).ownerId,
        propertyId: request.body.property_id,
        year: request.body.year,
        month: request.body.month,
      }),
  );

  app.get(
    '/invoice_list_maintenance',
    {
      config: owned,
      schema: {
        tags,
        summary: "The property's maintenance invoices, newest first",
        querystring: invoiceListQuery,
        response: { 200: maintenanceInvoicesResponse },
      },
    },
    async (request) =>
      listMaintenanceInvoices(deps, { ownerId: ownerOf(request).ownerId, propertyId: request.query.property_id }),
  );

  app.get(
    '/invoice_list_furnishing',
    {
      config: owned,
      schema: {
        tags,
        summary: "The property's furnishing invoices, newest first",
        querystring: invoiceListQuery,
        response: { 200: furnishingInvoicesResponse },
      },
    },
    async (request) =>
      listFurnishingInvoices(deps, { ownerId: ownerOf(request).ownerId, propertyId: request.query.property_id }),
  );

  app.post(
    '/documents_read',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Marks a statement or invoice read (on leaving its detail)',
        body: markReadRequest,
        response: { 200: okResponse },
      },
    },
    async (request) => markRead(deps, { ownerId: ownerOf(request).ownerId, ...request.body }),
  );

  app.get(
    '/statement_pdf',
    {
      config: { ...owned, docs: { produces: { types: ['application/pdf'], description: 'The PDF (attachment)' } } },
      schema: {
        tags,
        summary: "A statement's PDF in the owner's language (ETag; marks it read)",
        querystring: statementPdfQuery,
      },
    },
    async (request, reply) =>
      downloadStatement(deps, {
        ownerId: ownerOf(request).ownerId,
        propertyId: request.query.property_id,
        year: request.query.year,
        month: request.query.month,
        lang: request.query.lang,
        request,
        reply,
      }),
  );

  for (const kind of ['maintenance', 'furnishing'] as const) {
    app.get(
      `/${kind}_invoice_pdf`,
      {
        config: { ...owned, docs: { produces: { types: ['application/pdf'], description: 'The PDF (attachment)' } } },
        schema: {
          tags,
          summary: `A ${kind} invoice's PDF in the owner's language (ETag; marks it read)`,
          querystring: invoicePdfQuery,
        },
      },
      async (request, reply) =>
        downloadInvoice(deps, {
          ownerId: ownerOf(request).ownerId,
          kind,
          id: request.query.id,
          lang: request.query.lang,
          request,
          reply,
        }),
    );
  }

  app.get(
    '/statements_csv',
    {
      config: {
        ...owned,
        docs: { produces: { types: ['text/csv'], text: true, description: 'The CSV file (attachment)' } },
      },
      schema: {
        tags,
        summary: "A year's statement lines as CSV (UTF-8 with a BOM) for the accountant",
        querystring: statementsCsvQuery,
      },
    },
    async (request, reply) => {
      const { body, fileName } = await exportStatementsCsv(deps, {
        ownerId: ownerOf(request).ownerId,
        propertyId: request.query.property_id,
        year: request.query.year,
        lang: request.query.lang,
      });
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .send(body);
    },
  );
};
