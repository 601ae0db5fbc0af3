import {
  fileIdQuery,
  nocQuery,
  occupancyResponse,
  ownerDocumentFields,
  ownerDocumentResponse,
  ownerDocumentsResponse,
  ownerPropertyQuery,
  propertySummaryResponse,
  SINGLE_UTILITY_KINDS,
  utilitiesResponse,
} from '@portal/contract';
import { UPLOAD_CONTENT_TYPES } from '@portal/domain';
import { z } from 'zod';
import { sendStoredFile } from '../../files/download.ts';
import { AppError } from '../../http/errors.ts';
import { ownerOf } from '../../http/principal.ts';
import type { RouteModule } from '../../types.ts';
import { listDocuments, openDocumentFile, openNoc, uploadDocument } from './documents.ts';
import { getOccupancy } from './occupancy.ts';
import { getPropertySummary } from './property-summary.ts';
import { checkOwnerParam } from './scope.ts';
import { listUtilities, openBill, saveUtilities } from './utilities.ts';

/** The paths of the spec's "v2" calls: the plain one and its /v2 alias (decision 036). */
/** The utilities form as the document describes it: one JSON field per kind, `other` a JSON list, bill files. */
const utilityParts = {
  fields: z.object({
    ...Object.fromEntries(
      SINGLE_UTILITY_KINDS.map((kind) => [
        kind,
        z.string().optional().describe(`The ${kind} utility as JSON; absent or 'null' removes it`),
      ]),
    ),
    other: z.string().optional().describe('The other utilities as a JSON list'),
  }),
  files: {
    ...Object.fromEntries(SINGLE_UTILITY_KINDS.map((kind) => [`bill_${kind}`, `A new bill for ${kind}`])),
    bill_other_0: 'A new bill for the first of `other` (bill_other_1 for the second, and so on)',
  },
};

export const OWNER_UTILITIES_PATHS = ['/owner_utilities', '/v2/owner_utilities'] as const;
const versioned = (path: string, summary: string) => (path.startsWith('/v2/') ? `${summary} (v2 path)` : summary);

const UPLOAD_REFUSALS = [
  'NOT_FOUND',
  'OWNER_MISMATCH',
  'FILE_TOO_LARGE',
  'UPLOAD_TOO_MANY_PARTS',
  'UNSUPPORTED_FILE_TYPE',
] as const;

/** docs/product/settings-property-summary.md#server-calls: the property summary, utilities, owner documents and occupancy (own surface). */
export const summaryRoutes: RouteModule = (app, deps) => {
  const tags = ['summary'];
  const owned = { refusals: ['NOT_FOUND', 'OWNER_MISMATCH'] } as const;

  app.get(
    '/property_summary',
    {
      config: owned,
      schema: {
        tags,
        summary: "A property's facts and its bank account, masked",
        querystring: ownerPropertyQuery,
        response: { 200: propertySummaryResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      checkOwnerParam(ownerId, request.query.ownerId);
      return getPropertySummary(deps, { ownerId, propertyId: request.query.propertyId });
    },
  );

  // docs/product/settings-property-summary.md#server-calls marks the utilities calls "v2": served at the plain path the web app calls and at the spec's
  // versioned path, one handler (decision 036).
  for (const path of OWNER_UTILITIES_PATHS) {
    app.get(
      path,
      {
        config: owned,
        schema: {
          tags,
          summary: versioned(path, "The property's utility accounts and the providers offered"),
          querystring: ownerPropertyQuery,
          response: { 200: utilitiesResponse },
        },
      },
      async (request) => {
        const { ownerId } = ownerOf(request);
        checkOwnerParam(ownerId, request.query.ownerId);
        return listUtilities(deps, { ownerId, propertyId: request.query.propertyId });
      },
    );

    app.post(
      path,
      {
        config: {
          refusals: [...UPLOAD_REFUSALS, 'UTILITY_INVALID', 'VALIDATION_FAILED'],
          docs: { multipart: utilityParts },
        },
        schema: {
          tags,
          summary: versioned(
            path,
            'Save the property’s utilities (multipart: a JSON field per kind, `other` a JSON list, bill files)',
          ),
          querystring: ownerPropertyQuery,
          response: { 200: utilitiesResponse },
        },
      },
      async (request) => {
        const { ownerId } = ownerOf(request);
        checkOwnerParam(ownerId, request.query.ownerId);
        return saveUtilities(deps, { ownerId, propertyId: request.query.propertyId, request });
      },
    );
  }

  app.get(
    '/owner_documents_list',
    {
      config: owned,
      schema: {
        tags,
        summary: "The property's owner documents with their expiry state",
        querystring: ownerPropertyQuery,
        response: { 200: ownerDocumentsResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      checkOwnerParam(ownerId, request.query.ownerId);
      return listDocuments(deps, { ownerId, propertyId: request.query.propertyId });
    },
  );

  app.post(
    '/owner_document',
    {
      config: {
        docs: {
          multipart: {
            fields: ownerDocumentFields,
            files: { doc_file: 'The document (PDF or picture)' },
            required: ['doc_type_id', 'propertyId', 'doc_file'],
          },
        },
        refusals: [
          ...UPLOAD_REFUSALS,
          'FILE_EMPTY',
          'VALIDATION_FAILED',
          'EXPIRY_REQUIRED',
          'EXPIRY_IN_PAST',
          'ISSUE_DATE_REQUIRED',
          'ISSUE_DATE_TOO_OLD',
          'ISSUE_DATE_IN_FUTURE',
        ],
      },
      schema: {
        tags,
        summary:
          'Upload an owner document (multipart: doc_file and the fields of docs/product/settings-property-summary.md#server-calls)',
        response: { 201: ownerDocumentResponse },
      },
    },
    async (request, reply) => {
      const { ownerId } = ownerOf(request);
      const parseFields = (raw: Record<string, string>) => {
        const parsed = ownerDocumentFields.safeParse(raw);
        if (!parsed.success) {
          throw new AppError(
            'VALIDATION_FAILED',
            'The document fields are not valid.',
            parsed.error.issues.map((issue) => ({
              path: issue.path.join('.'),
              code: issue.code,
              message: issue.message,
            })),
          );
        }
        return parsed.data;
      };
      return reply.status(201).send(await uploadDocument(deps, { ownerId, request, parseFields }));
    },
  );

  const download = {
    config: {
      refusals: ['NOT_FOUND'],
      docs: { produces: { types: UPLOAD_CONTENT_TYPES, description: 'The file as it was uploaded (attachment)' } },
    },
  } as const;
  app.get(
    '/owner_single_document',
    { ...download, schema: { tags, summary: 'Download one of the owner’s documents', querystring: fileIdQuery } },
    async (request, reply) =>
      sendStoredFile(reply, await openDocumentFile(deps, { ownerId: ownerOf(request).ownerId, id: request.query.id })),
  );
  app.get(
    '/owner_bill_document',
    {
      ...download,
      schema: { tags, summary: 'Download the bill of one of the owner’s utilities', querystring: fileIdQuery },
    },
    async (request, reply) =>
      sendStoredFile(reply, await openBill(deps, { ownerId: ownerOf(request).ownerId, id: request.query.id })),
  );
  app.get(
    '/owner_noc',
    { ...download, schema: { tags, summary: 'Download the property’s NOC', querystring: nocQuery } },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await openNoc(deps, { ownerId: ownerOf(request).ownerId, propertyId: request.query.propertyId }),
      ),
  );

  app.get(
    '/occupancy',
    {
      config: owned,
      schema: {
        tags,
        summary: 'Occupancy by month, one month before to four after the current one',
        querystring: ownerPropertyQuery,
        response: { 200: occupancyResponse },
      },
    },
    async (request) => {
      const { ownerId } = ownerOf(request);
      checkOwnerParam(ownerId, request.query.ownerId);
      return getOccupancy(deps, { ownerId, propertyId: request.query.propertyId });
    },
  );
};
