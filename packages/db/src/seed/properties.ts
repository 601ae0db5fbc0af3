import { addDays, localDateOf } from '@portal/domain';
import type { Tx } from '../client.ts';
import { configValues, properties } from '../schema/properties.ts';

interface DemoProperty {
  owner: string;
  nickname: string;
  title: string;
  address: string;
  address2?: string;
  bedrooms: number | null;
  isPordal: boolean;
  isActive?: boolean;
  picture?: string | null;
  commission?: string;
  /** Contract termination period, as days from today. */
  termination?: [number, number];
}

export interface SeededProperty {
  id: number;
  ownerEmail: string;
  nickname: string;
  bedrooms: number | null;
  timeZone: string;
  /** Position of the property among its owner's, in the order listed here. */
  ownerIndex: number;
}

const DEMO_PROPERTIES: DemoProperty[] = [
  {
    owner: 'owner@example.com',
    nickname: 'Marina Gate 1204',
    title: 'Sea-view flat in Dubai Marina',
    address: 'Marina Gate 1, Dubai Marina',
    address2: 'Tower 1, Apt 1204',
    bedrooms: 2,
    isPordal: false,
    picture: '/demo/marina.svg',
    commission: '0.2',
  },
  {
    owner: 'owner@example.com',
    nickname: 'Palm Villa 7',
    title: 'Family villa on the Palm',
    address: 'Frond G, Palm Jumeirah',
    bedrooms: 3,
    isPordal: true,
    picture: '/demo/villa.svg',
    commission: '0.25',
  },
  {
    owner: 'owner@example.com',
    nickname: 'Downtown Studio 5',
    title: 'Studio by the Burj',
    address: 'Boulevard Central, Downtown',
    bedrooms: 0,
    isPordal: true,
    picture: '/demo/studio.svg',
    commission: '0.2',
  },
  {
    owner: 'owner@example.com',
    nickname: 'JBR Loft 310',
    title: 'Loft at the beach',
    address: 'Sadaf 4, JBR',
    bedrooms: 1,
    isPordal: false,
    isActive: false,
    picture: '/demo/loft.svg',
    commission: '0.2',
  },
  {
    owner: 'owner@example.com',
    nickname: 'Creek Harbour 88',
    title: 'Creek-side apartment',
    address: 'Creek Rise, Dubai Creek Harbour',
    bedrooms: -1,
    isPordal: false,
    picture: null,
    commission: '0.18',
    termination: [45, 75],
  },
  {
    owner: 'legacy@example.com',
    nickname: 'Business Bay 2201',
    title: 'Canal-view flat',
    address: 'Executive Towers, Business Bay',
    bedrooms: 1,
    isPordal: false,
    picture: '/demo/marina.svg',
    commission: '0.2',
  },
  {
    owner: 'pordal@example.com',
    nickname: 'Jumeirah Villa 12',
    title: 'Garden villa',
    address: 'Jumeirah 3',
    bedrooms: 4,
    isPordal: true,
    picture: '/demo/villa.svg',
    commission: '0.22',
  },
  {
    owner: 'ru@example.com',
    nickname: 'Марина 904',
    title: 'Квартира с видом на море',
    address: 'Marina Promenade, Dubai Marina',
    bedrooms: 2,
    isPordal: true,
    picture: '/demo/marina.svg',
    commission: '0.2',
  },
];

const PICTURES = ['/demo/marina.svg', '/demo/villa.svg', '/demo/studio.svg', '/demo/loft.svg'];
const AREAS = ['Al Barsha', 'JLT', 'Dubai Hills', 'Arjan', 'Al Furjan', 'Meydan'];

/** The legacy owner runs a portfolio, so the property list has more than one page and search matters. */
function portfolio(): DemoProperty[] {
  return Array.from({ length: 24 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    const area = AREAS[i % AREAS.length] ?? 'Dubai';
    return {
      owner: 'legacy@example.com',
      nickname: `Sunset Residence ${n}`,
      title: `Apartment ${n} in ${area}`,
      address: `${area}, Dubai`,
      address2: `Sunset Residence, Unit ${100 + i}`,
      bedrooms: i % 4,
      isPordal: false,
      picture: PICTURES[i % PICTURES.length] ?? null,
      commission: '0.2',
    };
  });
}

/** The UTC date `days` after now: termination periods are whole days, stored without a zone. */
function dateFrom(now: Date, days: number): string {
  return addDays(localDateOf(now, 'UTC'), days);
}

export async function seedProperties(tx: Tx, ownerIds: Map<string, number>, now: Date): Promise<SeededProperty[]> {
  const demo = [...DEMO_PROPERTIES, ...portfolio()].filter((p) => ownerIds.has(p.owner));
  const rows = demo.map((p, index) => ({
    ownerId: ownerIds.get(p.owner) ?? 0,
    propertyCode: p.isPordal ? `PD-${2001 + index}` : `LG-${2001 + index}`,
    title: p.title,
    nickname: p.nickname,
    address: p.address,
    address2: p.address2 ?? null,
    picture: p.picture === undefined ? PICTURES[0] : p.picture,
    bedrooms: p.bedrooms,
    isActive: p.isActive ?? true,
    isPordal: p.isPordal,
    pordalId: p.isPordal ? `PD-${2001 + index}` : null,
    isTerminate: p.termination !== undefined,
    npStartDate: p.termination ? dateFrom(now, p.termination[0]) : null,
    npEndDate: p.termination ? dateFrom(now, p.termination[1]) : null,
  }));
  const inserted = await tx
    .insert(properties)
    .values(rows)
    .returning({ id: properties.id, timeZone: properties.timeZone });
  const perOwner = new Map<string, number>();
  const seeded = demo.map((p, index) => {
    const ownerIndex = perOwner.get(p.owner) ?? 0;
    perOwner.set(p.owner, ownerIndex + 1);
    const row = inserted[index];
    if (!row) throw new Error('property insert returned fewer rows');
    return {
      id: row.id,
      ownerEmail: p.owner,
      nickname: p.nickname,
      bedrooms: p.bedrooms,
      timeZone: row.timeZone,
      ownerIndex,
    };
  });
  const commissions = demo.flatMap((p, index) => {
    const id = seeded[index]?.id;
    return p.commission && id ? [{ propertyId: id, name: 'config_commission_fee', value: p.commission }] : [];
  });
  if (commissions.length > 0) await tx.insert(configValues).values(commissions);
  return seeded;
}
