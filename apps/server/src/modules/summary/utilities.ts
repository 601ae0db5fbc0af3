import {
  SINGLE_UTILITY_KINDS,
  type UtilitiesResponse,
  type Utility,
  type UtilityInput,
  utilityInput,
} from '@portal/contract';
import { schema } from '@portal/db';
import { DOCUMENT_MAX_BYTES, UTILITY_KINDS, type UtilityKind, utilityProviders, validateUtility } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OpenedFile } from '../../files/file-store.ts';
import { readForm, type UploadedFile, uploadLimits } from '../../files/upload.ts';
import { AppError } from '../../http/errors.ts';
import { refuseUnstorableIn } from '../../http/hostile-input.ts';
import { ownedProperty } from '../../http/ownership.ts';
import type { AppDeps } from '../../types.ts';

const { utilities, files, owners } = schema;
type UtilityRow = typeof utilities.$inferSelect;

/** At most this many 'other' expenses per property, and this many bills in one save. */
export const MAX_OTHER_UTILITIES = 10;
const UTILITY_UPLOAD_LIMITS = uploadLimits({
  fileSize: DOCUMENT_MAX_BYTES,
  files: 5,
  fields: 6,
  parts: 11,
  fieldSize: 64 * 1024,
});

function toWire(deps: AppDeps, row: UtilityRow & { fileName: string | null }): Utility {
  return {
    id: row.id,
    utility: row.kind,
    expenseName: row.expenseName,
    provider: row.provider,
    has_account: row.hasAccount,
    account_number: row.accountNumber,
    paid_by: row.paidBy === 0 ? 0 : 1,
    login: row.login,
    pass: row.passwordSealed ? deps.secrets.decrypt(row.passwordSealed) : null,
    email: row.email,
    bill_link: row.billLink,
    docId: row.billFileId,
    doc_filename: row.fileName,
    is_file: row.billFileId !== null,
    is_link: Boolean(row.billLink),
  };
}

/** GET /owner_utilities: the property's utility accounts, the providers offered per kind, the owner's e-mail. */
export async function listUtilities(
  deps: AppDeps,
  options: { ownerId: number; propertyId: number },
): Promise<UtilitiesResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const rows = await deps.db
    .select({ utility: utilities, fileName: files.fileName })
    .from(utilities)
    .leftJoin(files, eq(files.id, utilities.billFileId))
    .where(and(eq(utilities.propertyId, property.id), eq(utilities.ownerId, options.ownerId)))
    .orderBy(utilities.id);
  const [owner] = await deps.db.select({ email: owners.email }).from(owners).where(eq(owners.id, options.ownerId));
  const order = (kind: UtilityKind) => UTILITY_KINDS.indexOf(kind);
  return {
    expenses: rows
      .map((row) => toWire(deps, { ...row.utility, fileName: row.fileName }))
      .sort((a, b) => order(a.utility) - order(b.utility) || a.id - b.id),
    expensesSelect: Object.fromEntries(
      UTILITY_KINDS.map((kind) => [kind, utilityProviders(kind, property.emirate)]),
    ) as UtilitiesResponse['expensesSelect'],
    ownerEmail: owner?.email ?? '',
    emirate: property.emirate,
  };
}

interface WantedUtility {
  kind: UtilityKind;
  input: UtilityInput;
  /** The form part a new bill for it comes in. */
  billPart: string;
  /** Where refusals point: the kind, or other.<index>. */
  path: string;
}

function parseJson<T>(raw: string, schemaOf: z.ZodType<T>, name: string): T {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_FAILED', `${name} is not JSON`);
  }
  // The field itself held only the escape `\u0000`; the parsed text holds the character PostgreSQL refuses.
  refuseUnstorableIn(value, `body.${name}`);
  const parsed = schemaOf.safeParse(value);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${name} is not a valid utility`,
      parsed.error.issues.map((issue) => ({
        path: [name, ...issue.path].join('.'),
        code: issue.code,
        message: issue.message,
      })),
    );
  }
  return parsed.data;
}

/** The utilities a save keeps: one JSON field per kind ('null' or absent removes it), and `other` a JSON list. */
function wantedUtilities(fields: Record<string, string>): WantedUtility[] {
  const wanted: WantedUtility[] = [];
  for (const kind of SINGLE_UTILITY_KINDS) {
    const raw = fields[kind];
    if (raw === undefined || raw.trim() === '' || raw.trim() === 'null') continue;
    wanted.push({ kind, input: parseJson(raw, utilityInput, kind), billPart: `bill_${kind}`, path: kind });
  }
  const others = fields.other ? parseJson(fields.other, z.array(utilityInput).max(MAX_OTHER_UTILITIES), 'other') : [];
  others.forEach((input, index) => {
    wanted.push({ kind: 'other', input, billPart: `bill_other_${index}`, path: `other.${index}` });
  });
  return wanted;
}

const clean = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * POST /owner_utilities: the property's utilities become what the form lists (a kind left out is deleted, after the
 * screen asked 'Are you sure?'). Passwords are sealed; a new bill file replaces the old one, which is removed.
 */
export async function saveUtilities(
  deps: AppDeps,
  options: { ownerId: number; propertyId: number; request: FastifyRequest },
): Promise<UtilitiesResponse> {
  const property = await ownedProperty(deps.db, options.ownerId, options.propertyId);
  const form = await readForm(options.request, UTILITY_UPLOAD_LIMITS);
  const wanted = wantedUtilities(form.fields);
  const issues = wanted.flatMap((utility) =>
    validateUtility(
      {
        kind: utility.kind,
        hasAccount: utility.input.has_account,
        provider: utility.input.provider,
        expenseName: utility.input.expenseName,
        accountNumber: utility.input.account_number,
        email: utility.input.email,
        billLink: utility.input.bill_link,
      },
      property.emirate,
    ).map((issue) => ({
      path: `${utility.path}.${issue.field}`,
      code: issue.code,
      message: issue.code,
    })),
  );
  if (issues.length > 0) throw new AppError('UTILITY_INVALID', 'A utility breaks a rule.', issues);
  const billOf = new Map<string, UploadedFile>(form.files.map((file) => [file.field, file]));

  await deps.db.transaction(async (tx) => {
    // Saves of one property's list run one after another (in every process): FOR UPDATE below locks only the rows
    // that exist, so two first saves both inserted (a 500 on the unique kind, or twice the other expenses).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`owner-utilities:${property.id}`}))`);
    const existing = await tx
      .select()
      .from(utilities)
      .where(and(eq(utilities.propertyId, property.id), eq(utilities.ownerId, options.ownerId)))
      .for('update');
    const kept = new Set<number>();
    for (const utility of wanted) {
      const { input } = utility;
      const match =
        utility.kind === 'other'
          ? existing.find((row) => row.kind === 'other' && row.id === input.id && !kept.has(row.id))
          : existing.find((row) => row.kind === utility.kind);
      let billFileId = match && input.docId && input.docId === match.billFileId ? match.billFileId : null;
      const bill = billOf.get(utility.billPart);
      if (bill) {
        const stored = await deps.files.put(tx, {
          ownerId: options.ownerId,
          purpose: 'utility_bill',
          fileName: bill.fileName,
          contentType: bill.contentType,
          bytes: bill.bytes,
        });
        billFileId = stored.id;
      }
      const password = input.has_account ? clean(input.pass) : null;
      const values = {
        expenseName: utility.kind === 'other' ? clean(input.expenseName) : null,
        provider: input.provider,
        hasAccount: input.has_account,
        accountNumber: input.has_account ? clean(input.account_number) : null,
        paidBy: input.paid_by,
        login: input.has_account ? clean(input.login) : null,
        passwordSealed: password ? deps.secrets.encrypt(password) : null,
        email: clean(input.email),
        billFileId,
        billLink: clean(input.bill_link),
        updatedAt: deps.now(),
      };
      if (match) {
        kept.add(match.id);
        await tx.update(utilities).set(values).where(eq(utilities.id, match.id));
        if (match.billFileId && match.billFileId !== billFileId) await deps.files.delete(tx, match.billFileId);
      } else {
        await tx
          .insert(utilities)
          .values({ ownerId: options.ownerId, propertyId: property.id, kind: utility.kind, ...values });
      }
    }
    for (const row of existing.filter((candidate) => !kept.has(candidate.id))) {
      await tx.delete(utilities).where(eq(utilities.id, row.id));
      if (row.billFileId) await deps.files.delete(tx, row.billFileId);
    }
  });
  return listUtilities(deps, { ownerId: options.ownerId, propertyId: property.id });
}

/** GET /owner_bill_document?id: the bill file of one of the owner's utilities (another owner's → 404). */
export async function openBill(deps: AppDeps, options: { ownerId: number; id: number }): Promise<OpenedFile> {
  const [row] = await deps.db
    .select({ fileId: utilities.billFileId })
    .from(utilities)
    .where(and(eq(utilities.id, options.id), eq(utilities.ownerId, options.ownerId)));
  const opened = row?.fileId ? await deps.files.open(deps.db, row.fileId) : null;
  if (!opened) throw new AppError('NOT_FOUND', 'Bill not found');
  return opened;
}
