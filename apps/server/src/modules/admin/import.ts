import { createHash } from 'node:crypto';
import {
  IMPORT_SECTIONS,
  type ImportFile,
  type ImportReport,
  importFile,
  REPORT_SECTIONS,
} from '@portal/contract/import';
import type { Db, Tx } from '@portal/db';
import { schema } from '@portal/db';
import { isPictureAllowed } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { importFaq, importNotifications } from './import-help.ts';
import { importInvoices, importStatements } from './import-statements.ts';
import {
  amount,
  keyedRow,
  type PropertyRef,
  pathOf,
  propertyRef,
  put,
  refuse,
  stayTimes,
  type Values,
  type Writer,
} from './import-writer.ts';

const { owners, properties, stays, tasks, configValues } = schema;

// An imported owner has no password until staff send a reset e-mail: no argon2 hash ever verifies against this.
const NO_PASSWORD = '!imported';
const COMMISSION = 'config_commission_fee';

function duplicateIds(data: ImportFile): void {
  for (const section of IMPORT_SECTIONS) {
    const seen = new Set<string>();
    for (const [index, record] of data[section].entries()) {
      if (seen.has(record.externalId)) throw refuse(`${section}[${index}].externalId`, 'appears twice in the file');
      seen.add(record.externalId);
    }
  }
}

async function importOwners(w: Writer, data: ImportFile, ids: Map<string, number>) {
  for (const [index, owner] of data.owners.entries()) {
    const values = {
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      fullName: `${owner.firstName} ${owner.lastName}`.trim(),
      loginStatus: owner.loginStatus,
      preferredLanguage: owner.preferredLanguage,
      isRussian: owner.isRussian,
      surveyCompleted: owner.surveyCompleted,
    };
    const id = await put(w, 'owners', 'owner', owner.externalId, `owners[${index}]`, {
      values,
      read: async (rowId) => (await w.tx.select().from(owners).where(eq(owners.id, rowId)))[0],
      // An owner who is already here (same e-mail) is the same person: the import takes them over.
      adopt: async () =>
        (await w.tx.select({ id: owners.id }).from(owners).where(eq(owners.email, owner.email)))[0]?.id,
      insert: async () => {
        const [row] = await w.tx
          .insert(owners)
          .values({ ...values, passwordHash: NO_PASSWORD })
          .returning({ id: owners.id });
        return row?.id ?? 0;
      },
      update: async (rowId) => {
        await w.tx.update(owners).set(values).where(eq(owners.id, rowId));
      },
    });
    ids.set(owner.externalId, id);
  }
}

async function commissionOf(tx: Tx, propertyId: number): Promise<string | null> {
  const [row] = await tx
    .select({ value: configValues.value })
    .from(configValues)
    .where(and(eq(configValues.propertyId, propertyId), eq(configValues.name, COMMISSION), isNull(configValues.year)));
  return row?.value ?? null;
}

async function setCommission(tx: Tx, propertyId: number, value: string | null): Promise<void> {
  await tx
    .delete(configValues)
    .where(and(eq(configValues.propertyId, propertyId), eq(configValues.name, COMMISSION), isNull(configValues.year)));
  if (value !== null) await tx.insert(configValues).values({ propertyId, name: COMMISSION, value });
}

const pictureRefusal = (picture: string) =>
  `${picture} is not on this site nor on a host in IMAGE_HOSTS, so the app could not show it (README, Configuration)`;

/** What an import checks against the server it runs for. */
export interface ImportOptions {
  /** IMAGE_HOSTS (decision 085): a picture from any other host is refused, as the app could never show it. */
  imageHosts: readonly string[];
}

async function importProperties(w: Writer, data: ImportFile, ownerIds: Map<string, number>, options: ImportOptions) {
  const ids = new Map<string, { id: number; ownerId: number; timeZone: string }>();
  for (const [index, property] of data.properties.entries()) {
    const path = `properties[${index}]`;
    const ownerId = ownerIds.get(property.owner) ?? (await keyedRow(w.tx, 'owner', property.owner));
    if (ownerId === undefined) throw refuse(`${path}.owner`, `no owner with externalId "${property.owner}"`);
    if (property.picture && !isPictureAllowed(property.picture, options.imageHosts)) {
      throw refuse(`${path}.picture`, pictureRefusal(property.picture));
    }
    const values = {
      ownerId,
      propertyCode: property.propertyCode,
      title: property.title,
      nickname: property.nickname,
      address: property.address,
      address2: property.address2,
      bedrooms: property.bedrooms,
      currency: property.currency,
      timeZone: property.timeZone,
      isActive: property.isActive,
      isPordal: property.bookingSystem === 'pordal',
      pordalId: property.bookingSystem === 'pordal' ? property.propertyCode : null,
      commission: amount(property.commission, 4),
      ...(property.picture === undefined ? {} : { picture: property.picture }),
    };
    const { commission, ...columns } = values;
    const id = await put(w, 'properties', 'property', property.externalId, path, {
      values,
      read: async (rowId) => {
        const [row] = await w.tx.select().from(properties).where(eq(properties.id, rowId));
        return row && { ...row, commission: await commissionOf(w.tx, rowId) };
      },
      insert: async () => {
        const [row] = await w.tx.insert(properties).values(columns).returning({ id: properties.id });
        if (row) await setCommission(w.tx, row.id, commission);
        return row?.id ?? 0;
      },
      update: async (rowId) => {
        await w.tx.update(properties).set(columns).where(eq(properties.id, rowId));
        await setCommission(w.tx, rowId, commission);
      },
    });
    ids.set(property.externalId, { id, ownerId, timeZone: property.timeZone });
  }
  return ids;
}

const stayPorts = (w: Writer, values: Values) => ({
  values,
  read: async (rowId: number) => (await w.tx.select().from(stays).where(eq(stays.id, rowId)))[0],
  insert: async () => {
    const [row] = await w.tx
      .insert(stays)
      .values(values as typeof stays.$inferInsert)
      .returning({ id: stays.id });
    return row?.id ?? 0;
  },
  update: async (rowId: number) => {
    await w.tx
      .update(stays)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(stays.id, rowId));
  },
});

async function importStays(w: Writer, data: ImportFile, known: Map<string, PropertyRef>) {
  for (const [index, reservation] of data.reservations.entries()) {
    const path = `reservations[${index}]`;
    const property = await propertyRef(w.tx, known, reservation.property, path);
    const values = {
      propertyId: property.id,
      kind: 'guest',
      status: reservation.status,
      confirmationCode: reservation.confirmationCode,
      guestName: reservation.guestName,
      source: reservation.source,
      occupancy: reservation.occupancy,
      gpTotal: amount(reservation.guestTotal, 2),
      opGrossRevenue: amount(reservation.grossRevenue, 2),
      ...stayTimes(reservation, property.timeZone, path),
    };
    await put(w, 'reservations', 'reservation', reservation.externalId, path, stayPorts(w, values));
  }
  for (const [index, block] of data.ownerBlocks.entries()) {
    const path = `ownerBlocks[${index}]`;
    const property = await propertyRef(w.tx, known, block.property, path);
    const digest = createHash('sha256').update(block.externalId).digest('hex').slice(0, 12).toUpperCase();
    const values = {
      propertyId: property.id,
      kind: 'owner',
      status: block.status,
      confirmationCode: `IMP-${digest}`,
      note: block.note,
      createdByOwnerId: property.ownerId,
      ...stayTimes(block, property.timeZone, path),
    };
    await put(w, 'ownerBlocks', 'owner_block', block.externalId, path, stayPorts(w, values));
  }
}

async function importTasks(w: Writer, data: ImportFile, known: Map<string, PropertyRef>) {
  for (const [index, task] of data.tasks.entries()) {
    const path = `tasks[${index}]`;
    const property = await propertyRef(w.tx, known, task.property, path);
    const { checkIn, checkOut } = stayTimes(task, property.timeZone, path);
    const values = { propertyId: property.id, title: task.title, checkIn, checkOut };
    await put(w, 'tasks', 'task', task.externalId, path, {
      values,
      read: async (rowId) => (await w.tx.select().from(tasks).where(eq(tasks.id, rowId)))[0],
      insert: async () => (await w.tx.insert(tasks).values(values).returning({ id: tasks.id }))[0]?.id ?? 0,
      update: async (rowId) => {
        await w.tx.update(tasks).set(values).where(eq(tasks.id, rowId));
      },
    });
  }
}

/** An import file checked against the contract and for external ids given twice; throws the refusal. */
export function parseImport(input: unknown): ImportFile {
  const parsed = importFile.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw refuse(pathOf(issue?.path ?? []) || '(file)', issue?.message ?? 'not an import file');
  }
  duplicateIds(parsed.data);
  return parsed.data;
}

/** Writes a checked import in the caller's transaction, section by section in the order references need. */
export async function writeImport(tx: Tx, data: ImportFile, options: ImportOptions): Promise<ImportReport> {
  const w: Writer = {
    tx,
    report: Object.fromEntries(
      REPORT_SECTIONS.map((section) => [section, { created: 0, updated: 0, unchanged: 0 }]),
    ) as ImportReport,
  };
  const ownerIds = new Map<string, number>();
  await importOwners(w, data, ownerIds);
  const propertyIds = await importProperties(w, data, ownerIds, options);
  await importStays(w, data, propertyIds);
  await importTasks(w, data, propertyIds);
  await importInvoices(w, data, propertyIds);
  await importStatements(w, data, propertyIds);
  await importNotifications(w, data, ownerIds, propertyIds);
  await importFaq(w, data);
  return w.report;
}

/**
 * Loads one import file in one transaction: a bad record refuses the whole file with the record's path and the
 * reason, and nothing is written; a record already imported (same externalId) and unchanged is left alone.
 */
export async function importData(db: Db, input: unknown, options: ImportOptions): Promise<ImportReport> {
  const data = parseImport(input);
  return db.transaction((tx) => writeImport(tx, data, options));
}
