import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { addDays } from '@portal/domain';
import { expect, signIn, test } from '../fixtures.ts';
import { openStaffConsole } from '../support/staff.ts';
import { seriousAxeViolations } from './axe-helpers.ts';
import { answerAccess, futureDay, ownerChipOn, pickDate } from './blocks-helpers.ts';

/**
 * Channel calendars in and availability out (decision 086), as staff and an owner use them: a channel's iCal feed
 * served from this test, added in the staff console, fetched by the server's background job; the owner sees the
 * booking, blocks dates of her own, and the availability feed the channels import lists them.
 */
const PROPERTY = 'Sunset Residence 01';

const compact = (date: string) => date.replaceAll('-', '');
const vrboEvent = (uid: string, from: string, to: string, summary: string) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  `DTSTART;VALUE=DATE:${compact(from)}`,
  `DTEND;VALUE=DATE:${compact(to)}`,
  `SUMMARY:${summary}`,
  'END:VEVENT',
];

/** The console as the demo staff member, past the password and the second factor (staff-second-factor.spec.ts). */
async function staffSignIn(page: Page): Promise<void> {
  await openStaffConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Owners' })).toBeVisible();
}

test('staff adds a channel calendar; the owner sees its booking, blocks dates, and the availability feed lists them', async ({
  page,
  browser,
}) => {
  const booking = { from: futureDay(5, 5), to: futureDay(5, 8) };
  const block = { from: futureDay(5, 12), to: futureDay(5, 14) };
  const events = [vrboEvent('vrbo-journey-1', booking.from, booking.to, 'Reserved - Jane D')];
  // The channel: a real HTTP server on this machine (the server allows 127.0.0.1 through OUTBOUND_ALLOW).
  const channel = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    response.end(
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//HomeAway.com//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n'),
    );
  });
  await new Promise<void>((resolve) => channel.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${(channel.address() as AddressInfo).port}/vrbo.ics`;
  const ownerContext = await browser.newContext();
  try {
    await staffSignIn(page);
    await page.getByLabel('Search by e-mail or name').fill('legacy@example.com');
    await page.getByRole('link', { name: 'Open legacy@example.com' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: PROPERTY, exact: true }) });
    await row.getByRole('link', { name: 'Channels' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Channel calendars: ${PROPERTY}` })).toBeVisible();
    const propertyId = Number(new URL(page.url()).pathname.split('/')[3]);
    await page.getByLabel('Channel', { exact: true }).fill('Vrbo');
    await page.getByLabel('Calendar address (iCal)').fill(feedUrl);
    await page.getByRole('button', { name: 'Add calendar' }).click();
    // The background job fetches it within a pass; the page asks again while the feed is due.
    const feed = page.getByRole('list', { name: 'Channel calendars' }).getByRole('listitem').first();
    await expect(feed.getByText('Fetched without error')).toBeVisible({ timeout: 15_000 });
    await expect(feed).toContainText('Active reservations made1');
    await page.getByRole('button', { name: 'Make the address' }).click();
    const availabilityUrl = await page.getByLabel('Availability calendar address').inputValue();
    expect(availabilityUrl).toMatch(/\/ical\/availability\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The owner sees the channel's booking on her calendar and blocks nights of her own.
    const owner = await ownerContext.newPage();
    await signIn(owner, 'legacy@example.com');
    await owner.goto(`/calendar/${propertyId}?month=${booking.from.slice(0, 7)}`);
    await expect(owner.getByRole('heading', { name: PROPERTY })).toBeVisible();
    const reservation = owner.locator('.reservation-item').filter({ hasText: 'Jane D' });
    await expect(reservation).toContainText('Vrbo');
    await expect(
      owner.locator(`td[data-date="${addDays(booking.from, 1)}"] [data-event^="r-"]`).first(),
    ).toBeAttached();
    await owner.locator(`td[data-date="${block.from}"] .month-grid__day--stretched`).click();
    await pickDate(owner, 'To date', block.to);
    await answerAccess(owner);
    await owner.getByRole('button', { name: 'Block dates' }).click();
    await expect(ownerChipOn(owner, block.from)).toBeVisible();

    // The availability feed the channels import lists her nights as busy, with no name, and not the channel's own.
    const exported = await page.request.get(availabilityUrl);
    expect(exported.status()).toBe(200);
    const ics = await exported.text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(block.from)}\r\nDTEND;VALUE=DATE:${compact(block.to)}`);
    expect(ics).toContain('SUMMARY:Not available');
    expect(ics).not.toContain(compact(booking.from));
    expect(ics).not.toMatch(/Jane|Owner blocked/);

    // The channel then sells one of her nights: fetched at once from the console, it is a conflict, her stay kept.
    events.push(vrboEvent('vrbo-journey-2', block.from, addDays(block.from, 1), 'Reserved - Omar H'));
    await page.getByRole('button', { name: 'Fetch now' }).click();
    await expect(page.getByText(/^Vrbo booking from /)).toBeVisible({ timeout: 15_000 });
    await owner.reload();
    await expect(owner.getByRole('alert').filter({ hasText: 'A channel booking overlaps your stay' })).toContainText(
      'Your stay is kept.',
    );
    await expect(ownerChipOn(owner, block.from)).toBeVisible();

    // Staff see it among every property's conflicts too, and reach the property from there.
    await page.getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
    await expect(page.getByRole('link', { name: PROPERTY })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  } finally {
    await ownerContext.close();
    channel.closeAllConnections();
    channel.close();
  }
});
