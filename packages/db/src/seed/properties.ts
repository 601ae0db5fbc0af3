import type { Tx } from '../client.ts';
import { properties } from '../schema/properties.ts';

interface DemoProperty {
  owner: string;
  nickname: string;
  title: string;
  address: string;
  address2?: string;
  bedrooms: number | null;
  isPordal: boolean;
  isActive?: boolean;
}

const PICTURE = '//images.unsplash.invalid/placeholder.jpg';

const DEMO_PROPERTIES: DemoProperty[] = [
  {
    owner: 'owner@example.com',
    nickname: 'Marina Gate 1204',
    title: 'Sea-view flat in Dubai Marina',
    address: 'Marina Gate 1, Dubai Marina',
    address2: 'Tower 1, Apt 1204',
    bedrooms: 2,
    isPordal: false,
  },
  {
    owner: 'owner@example.com',
    nickname: 'Palm Villa 7',
    title: 'Family villa on the Palm',
    address: 'Frond G, Palm Jumeirah',
    bedrooms: 3,
    isPordal: true,
  },
  {
    owner: 'owner@example.com',
    nickname: 'Downtown Studio 5',
    title: 'Studio by the Burj',
    address: 'Boulevard Central, Downtown',
    bedrooms: 0,
    isPordal: true,
  },
  {
    owner: 'owner@example.com',
    nickname: 'JBR Loft 310',
    title: 'Loft at the beach',
    address: 'Sadaf 4, JBR',
    bedrooms: 1,
    isPordal: false,
    isActive: false,
  },
  {
    owner: 'owner@example.com',
    nickname: 'Creek Harbour 88',
    title: 'Creek-side apartment',
    address: 'Creek Rise, Dubai Creek Harbour',
    bedrooms: -1,
    isPordal: false,
  },
  {
    owner: 'legacy@example.com',
    nickname: 'Business Bay 2201',
    title: 'Canal-view flat',
    address: 'Executive Towers, Business Bay',
    bedrooms: 1,
    isPordal: false,
  },
  {
    owner: 'pordal@example.com',
    nickname: 'Jumeirah Villa 12',
    title: 'Garden villa',
    address: 'Jumeirah 3',
    bedrooms: 4,
    isPordal: true,
  },
  {
    owner: 'ru@example.com',
    nickname: 'Марина 904',
    title: 'Квартира с видом на море',
    address: 'Marina Promenade, Dubai Marina',
    bedrooms: 2,
    isPordal: true,
  },
];

export async function seedProperties(tx: Tx, ownerIds: Map<string, number>, _now: Date): Promise<void> {
  const rows = DEMO_PROPERTIES.flatMap((p, index) => {
    const ownerId = ownerIds.get(p.owner);
    if (ownerId === undefined) return [];
    return [
      {
        ownerId,
        propertyCode: p.isPordal ? `PD-${2001 + index}` : `LG-${2001 + index}`,
        title: p.title,
        nickname: p.nickname,
        address: p.address,
        address2: p.address2 ?? null,
        picture: PICTURE,
        bedrooms: p.bedrooms,
        isActive: p.isActive ?? true,
        isPordal: p.isPordal,
        pordalId: p.isPordal ? `PD-${2001 + index}` : null,
      },
    ];
  });
  await tx.insert(properties).values(rows);
}
