import { DEMO_PASSWORD } from '@portal/db/seed';

/**
 * The demo owner's everyday journey over real HTTP, as the web app makes it: sign in, the property list, a month of a
 * calendar, an owner stay created and cancelled (a transaction under an advisory lock and the no-overlap constraint),
 * the statements list and one statement. `baseFor(step)` names the server of each step, so a caller can send the steps
 * to different processes or through a proxy. Throws with the step's answer when a step fails.
 */
export interface JourneyStep {
  step: string;
  status: number;
  base: string;
  /** Which process answered, when a proxy says so (X-Upstream in the scale check). */
  upstream?: string | null;
}

interface Login {
  token: string;
  access_token?: string;
  user: { userId: number };
}

interface ListedProperty {
  id: number;
  is_active: boolean;
  is_pordal: 0 | 1;
  is_terminate: 0 | 1;
}

export async function ownerJourney(
  baseFor: (step: string) => string,
  email = 'owner@example.com',
): Promise<JourneyStep[]> {
  const steps: JourneyStep[] = [];
  async function call<T>(step: string, path: string, init: RequestInit = {}, expected = [200]): Promise<T> {
    const base = baseFor(step);
    const response = await fetch(`${base}${path}`, init);
    const text = await response.text();
    steps.push({ step, status: response.status, base, upstream: response.headers.get('x-upstream') });
    if (!expected.includes(response.status)) throw new Error(`${step}: ${response.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
  const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
  const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => {
    const { body: payload, ...type } = json(body);
    return { method: 'POST', headers: { ...headers, ...type }, body: payload };
  };

  const login = await call<Login>('sign in', '/api/login', post({ username: email, password: DEMO_PASSWORD }));
  const basic = Buffer.from(`${login.user.userId}:${login.token}`).toString('base64');
  const own = { authorization: `Basic ${basic}`, 'x-owner': String(login.user.userId), 'x-version': '1.3.0' };
  const pordal = { authorization: `Bearer ${login.access_token}` };

  const { properties } = await call<{ properties: ListedProperty[] }>('properties', '/api/properties', {
    headers: own,
  });
  const active = properties.filter((p) => p.is_active && p.is_terminate === 0);
  const first = active[0];
  const stayable = active.find((p) => p.is_pordal === 1);
  if (!first || !stayable) throw new Error(`${email} has no active pordal property`);
  const today = new Date();
  const month = (offset: number) => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1));
  const from = month(0).toISOString().slice(0, 10);
  const to = new Date(month(1).getTime() - 86_400_000).toISOString().slice(0, 10);
  await call('calendar', `/api/calendar?listingId=${first.id}&from=${from}&to=${to}`, { headers: own });

  // A free window far ahead: the demo's stays are near today; a collision with another run is retried elsewhere.
  let stayId: number | undefined;
  for (let attempt = 0; attempt < 5 && stayId === undefined; attempt++) {
    const start = 400 + Math.floor(Math.random() * 300);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const created = await call<{ id?: number; code?: string }>(
      'create a stay',
      '/api/pordal/owner-reservation',
      post(
        {
          propertyId: stayable.id,
          checkIn: `${day(start)}T15:00`,
          checkOut: `${day(start + 2)}T11:00`,
          occupancy: 1,
          accessAnswer: 'have_both',
        },
        pordal,
      ),
      [200, 201, 409],
    );
    stayId = created.id;
  }
  if (stayId === undefined) throw new Error('no free window for a stay in five tries');
  await call('read the stay', `/api/pordal/owner-reservation/${stayId}`, { headers: pordal });
  const { body: cancel, ...cancelType } = json({ status: 'cancelled', occupancy: 1 });
  await call('cancel the stay', `/api/pordal/owner-reservation/${stayId}`, {
    method: 'PUT',
    headers: { ...pordal, ...cancelType },
    body: cancel,
  });

  for (const property of active) {
    const list = await call<{ data: { data: { year: number; month: number }[] } }>(
      'statements list',
      '/api/statements_list',
      post({ property_id: property.id }, own),
    );
    const latest = list.data.data[0];
    if (!latest) continue;
    await call(
      'a statement',
      '/api/statements',
      post({ property_id: property.id, month: latest.month, year: latest.year }, own),
    );
    return steps;
  }
  throw new Error(`${email} has no statement to read`);
}
