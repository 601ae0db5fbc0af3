import { createHash } from 'node:crypto';
import { addDays, type DocumentTypeKey, dewaExpiry, localDateOf, reminderSchedule } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { files } from '../schema/files.ts';
import { properties } from '../schema/properties.ts';
import { documentReminders, ownerDocuments, utilities } from '../schema/summary.ts';
import type { SeededProperty } from './properties.ts';

/** A one-page PDF small enough to seed, which every viewer opens. */
function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 24 Tf 72 760 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function storeFile(tx: Tx, ownerId: number, purpose: 'document' | 'utility_bill', fileName: string) {
  const data = demoPdf(fileName.replace(/\.pdf$/, ''));
  const [row] = await tx
    .insert(files)
    .values({
      ownerId,
      purpose,
      fileName,
      contentType: 'application/pdf',
      byteSize: data.byteLength,
      sha256: createHash('sha256').update(data).digest('hex'),
      data,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned no row');
  return row.id;
}

interface DemoDocument {
  type: DocumentTypeKey;
  fileName: string;
  /** Days from today the document expires; a DEWA bill gives its age in days instead. */
  expiresInDays?: number;
  dewaAgeDays?: number;
}

/**
 * The owner's filing cabinet (demo data): Marina Gate 1204 has every kind of document — a passport
 * expiring in 30 days, a DEWA bill 55 days old (so expired) — and utilities in each state; Palm Villa 7 has an
 * expired passport and a fresh DEWA bill. Reminders due by the seed day count as sent: the next ones (the
 * passport's 7-day mail in 23 days, Palm's DEWA bill at 50 days) go out on their day.
 */
const DOCUMENTS: Record<string, DemoDocument[]> = {
  'Marina Gate 1204': [
    { type: 'passport', fileName: 'passport-olivia-owens.pdf', expiresInDays: 30 },
    { type: 'title_deed', fileName: 'title-deed-marina-gate-1204.pdf' },
    { type: 'dewa_bill', fileName: 'dewa-bill.pdf', dewaAgeDays: 55 },
    { type: 'noc', fileName: 'noc-marina-gate.pdf' },
  ],
  'Palm Villa 7': [
    { type: 'passport', fileName: 'passport-old.pdf', expiresInDays: -10 },
    { type: 'dewa_bill', fileName: 'dewa-bill-palm.pdf', dewaAgeDays: 20 },
  ],
};

const FACTS: Record<string, Partial<typeof properties.$inferInsert>> = {
  'Marina Gate 1204': {
    parking: 'Basement 2, bay 118',
    permitCode: 'MAR-GAT-1204-7731',
    wifiName: 'MarinaGate1204',
    wifiPassword: 'sea-view-2026',
  },
  'Palm Villa 7': { parking: 'Private driveway, 2 cars', permitCode: 'PLM-FRG-0007-1180', wifiName: 'PalmVilla7' },
};

export async function seedSummary(tx: Tx, seeded: SeededProperty[], ownerIds: Map<string, number>, now: Date) {
  for (const property of seeded) {
    const facts = FACTS[property.nickname];
    const documents = DOCUMENTS[property.nickname];
    const ownerId = ownerIds.get(property.ownerEmail);
    if (!ownerId || (!facts && !documents)) continue;
    const today = localDateOf(now, property.timeZone);
    if (facts) {
      await tx
        .update(properties)
        .set({ ...facts, permitExpiresAt: addDays(today, 200) })
        .where(eq(properties.id, property.id));
    }
    for (const document of documents ?? []) {
      const issuedOn = document.dewaAgeDays === undefined ? null : addDays(today, -document.dewaAgeDays);
      const expiresOn = issuedOn
        ? dewaExpiry(issuedOn)
        : document.expiresInDays === undefined
          ? null
          : addDays(today, document.expiresInDays);
      const [row] = await tx
        .insert(ownerDocuments)
        .values({
          ownerId,
          propertyId: property.id,
          docType: document.type,
          fileId: await storeFile(tx, ownerId, 'document', document.fileName),
          issuedOn,
          expiresOn,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: ownerDocuments.id });
      // The reminders due by today went out in the demo's past, so the job mails the next ones on their day.
      const past = reminderSchedule(document.type, expiresOn).filter((reminder) => reminder.on <= today);
      if (row && expiresOn && past.length > 0) {
        await tx
          .insert(documentReminders)
          .values(
            past.map((reminder) => ({ documentId: row.id, threshold: reminder.threshold, expiresOn, createdAt: now })),
          );
      }
    }
  }
  const marina = seeded.find((property) => property.nickname === 'Marina Gate 1204');
  const ownerId = marina && ownerIds.get(marina.ownerEmail);
  if (!marina || !ownerId) return;
  const base = { ownerId, propertyId: marina.id };
  await tx.insert(utilities).values([
    // An account the owner pays, with a login and a bill file.
    {
      ...base,
      kind: 'internet',
      provider: 'du',
      hasAccount: true,
      accountNumber: '0501234567',
      paidBy: 1,
      login: 'olivia.owens',
      email: 'owner@example.com',
      billFileId: await storeFile(tx, ownerId, 'utility_bill', 'du-bill.pdf'),
    },
    // An account the company pays, the bill as a link.
    {
      ...base,
      kind: 'electricity',
      provider: 'DEWA',
      hasAccount: true,
      accountNumber: '2045551234',
      paidBy: 0,
      billLink: 'https://www.dewa.gov.ae/en/consumer/billing',
    },
    // No account: the company organises it and writes to the owner.
    { ...base, kind: 'gas', provider: 'Not set', hasAccount: false, paidBy: 0, email: 'owner@example.com' },
    { ...base, kind: 'chiller', provider: 'Empower', hasAccount: true, accountNumber: 'EMP-778812', paidBy: 1 },
    {
      ...base,
      kind: 'other',
      expenseName: 'Service charges',
      provider: '',
      hasAccount: true,
      accountNumber: 'SC-1204',
      paidBy: 1,
    },
  ]);
}
