import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addDays } from '@portal/domain';
import { e2eNow, expect, type Language, PHONE, signIn, test, useLanguage } from '../fixtures.ts';
import { ownerHeaders, publishToOwner, unreadCount } from './notify-helpers.ts';

/**
 * On a 360 px phone, in each language (decision 083): the longest demo guest name is readable on the month grid (its
 * bar spans its days with the name), or one tap away where its week row holds one day of it; the top bar names the
 * current language and keeps the unread count off the bell.
 */
test.use({ viewport: PHONE });

const LONGEST_GUEST = 'Aisha Al Mansoori';
const SHORT = { en: 'EN', ru: 'RU', ar: 'AR' } as const;
const NAME = { en: 'English', ru: 'Русский', ar: 'العربية' } as const;
const LANGUAGE_LABEL = { en: 'Language', ru: 'Язык', ar: 'اللغة' } as const;

interface Stay {
  propertyId: number;
  start: string;
}

/** The owner's stay of the longest-named guest that begins nearest to today, on any of their properties. */
async function nearestStayOfLongestName(request: APIRequestContext): Promise<Stay> {
  const { headers } = await ownerHeaders(request);
  const { properties } = (await (await request.get('/api/properties', { headers })).json()) as {
    properties: { id: number }[];
  };
  const today = e2eNow().getTime();
  const stays: Stay[] = [];
  for (const property of properties) {
    const answer = await request.get(`/api/reservations?listingId=${property.id}&limit=500`, { headers });
    const { results } = (await answer.json()) as { results: { guestName: string | null; start: string }[] };
    for (const stay of results)
      if (stay.guestName === LONGEST_GUEST) stays.push({ propertyId: property.id, start: stay.start });
  }
  const distance = (stay: Stay) => Math.abs(new Date(stay.start).getTime() - today);
  const nearest = stays.sort((a, b) => distance(a) - distance(b))[0];
  if (!nearest) throw new Error(`the demo data has no stay of ${LONGEST_GUEST}`);
  return nearest;
}

/** How many characters of a chip's label are on the screen: all of them, or those before the ellipsis. */
function visibleCharacters(label: Locator): Promise<number> {
  return label.evaluate((element) => {
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return 0;
    const length = text.textContent?.length ?? 0;
    if (element.scrollWidth <= element.clientWidth) return length;
    const range = document.createRange();
    const probe = document.createElement('span');
    probe.textContent = '…';
    element.append(probe);
    const room = element.clientWidth - probe.getBoundingClientRect().width;
    probe.remove();
    let shown = 0;
    for (let end = 1; end <= length; end++) {
      range.setStart(text, 0);
      range.setEnd(text, end);
      if (range.getBoundingClientRect().width > room) break;
      shown = end;
    }
    return shown;
  });
}

const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
interface DOMRectLike {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function box(locator: Locator): Promise<DOMRectLike> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the screen');
  return found;
}

/** The top bar's parts, measured in one frame so that a late layout change cannot mix two layouts in one reading. */
function topBarBoxes(page: Page) {
  return page.evaluate(() => {
    const rect = (selector: string) => {
      const found = document.querySelector(selector)?.getBoundingClientRect();
      return found ? { x: found.x, y: found.y, width: found.width, height: found.height } : null;
    };
    return {
      code: rect('.top-bar .language-selector__code'),
      icon: rect('.top-bar .language-selector__icon'),
      select: rect('.top-bar .language-selector__select'),
      bell: rect('.top-bar .notification-bell'),
      bellIcon: rect('.top-bar .notification-bell svg'),
      badge: rect('.top-bar .notification-bell__badge'),
      title: rect('.top-bar__title'),
    };
  });
}

/** What is wrong with the top bar's layout on a phone; none once it has settled. */
async function topBarFaults(page: Page): Promise<string[]> {
  const { code, icon, select, bell, bellIcon, badge, title } = await topBarBoxes(page);
  if (!code || !icon || !select || !bell || !bellIcon || !badge || !title) return ['a part is missing'];
  const faults: string[] = [];
  if (overlaps(code, icon)) faults.push('the code covers the globe');
  if (!(code.x >= select.x && code.x + code.width <= select.x + select.width))
    faults.push('the code leaves the select');
  if (overlaps(badge, bellIcon)) faults.push('the count covers the bell');
  // One line: the title, the language and the bell share the row, all on the screen.
  for (const [name, part] of [
    ['select', select],
    ['bell', bell],
  ] as const) {
    if (Math.abs(part.y + part.height / 2 - (title.y + title.height / 2)) >= 8)
      faults.push(`the ${name} leaves the row`);
    if (!(part.x >= 0 && part.x + part.width <= PHONE.width)) faults.push(`the ${name} leaves the screen`);
  }
  if (faults.length > 0) faults.push(JSON.stringify({ code, icon, select, bell, badge, title }));
  return faults;
}

async function checkTopBar(page: Page, language: Language): Promise<void> {
  const code = page.locator('.top-bar .language-selector__code');
  await expect(code).toBeVisible();
  await expect(code).toHaveText(SHORT[language]);
  // The select is still the control, named and valued in words.
  const select = page.getByRole('combobox', { name: LANGUAGE_LABEL[language] });
  await expect(select.locator('option:checked')).toHaveText(NAME[language]);
  await expect(page.locator('.top-bar .notification-bell__badge')).toBeVisible();
  // The bar draws its title and count as their answers come; the layout is judged once it has settled.
  await expect.poll(() => topBarFaults(page)).toEqual([]);
}

test.beforeAll(async ({ request }) => {
  // A two-digit unread count, the widest badge an owner usually sees (the journeys share the demo owner).
  const { ownerId } = await ownerHeaders(request);
  for (let count = await unreadCount(request); count < 10; count++) {
    await publishToOwner(request, ownerId, `Phone layout check ${count}`);
  }
});

for (const language of ['en', 'ru', 'ar'] as const) {
  test(`${language}: the longest guest name reads on the month grid, the top bar shows the language and a free bell`, async ({
    page,
    request,
  }) => {
    const stay = await nearestStayOfLongestName(request);
    await useLanguage(page, language);
    await signIn(page, 'owner@example.com');
    await checkTopBar(page, language);

    // The stay's check-in is at 15:00 in Dubai, so its UTC date is its local date.
    await page.goto(`/calendar/${stay.propertyId}?month=${stay.start.slice(0, 7)}`);
    const grid = page.locator('.month-grid--large');
    const named = grid.locator('.event-chip--spans').filter({ hasText: LONGEST_GUEST });
    await expect(named.first()).toBeVisible();
    await checkTopBar(page, language);

    for (const chip of await named.all()) {
      const span = Number(await chip.evaluate((element) => getComputedStyle(element).getPropertyValue('--event-span')));
      const date = (await chip.locator('xpath=ancestor::td[1]').getAttribute('data-date')) ?? '';
      // The bar covers exactly its days: from its first cell to its last one in the row, in either direction.
      const cells = await Promise.all(
        [date, addDays(date, span - 1)].map((day) => box(grid.locator(`td[data-date="${day}"]`))),
      );
      const chipBox = await box(chip);
      const left = Math.min(...cells.map((cell) => cell.x));
      const right = Math.max(...cells.map((cell) => cell.x + cell.width));
      expect(chipBox.x).toBeGreaterThanOrEqual(left - 1);
      expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(right + 1);
      expect(right - left).toBeGreaterThan(span * 40);

      const shown = await visibleCharacters(chip.locator('.event-chip__label'));
      if (span >= 2) {
        expect(shown, `${date}: ${span} days`).toBeGreaterThanOrEqual(8);
      } else if (shown < 8) {
        // One day of the stay in this row: the name is one tap away, in the stay's details.
        await chip.click();
        await expect(page.locator('.booking-details').getByText(LONGEST_GUEST)).toBeVisible();
        await page.goBack();
        await expect(grid).toBeVisible();
      }
    }
  });
}
