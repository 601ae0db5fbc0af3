import type { ChannelFeedFailure } from '@portal/domain';
import type { Config } from '../../config.ts';
import { addressPolicy } from '../../lib/address-ranges.ts';
import { OutboundError, outboundRequest } from '../../lib/outbound.ts';
import { type FeedEvent, FeedParseError, parseFeed } from './parse-feed.ts';

/** Channels redirect a feed URL once or twice (http → https, a CDN); more than this is a loop. */
export const FEED_MAX_REDIRECTS = 5;

export type FetchOutcome =
  | { kind: 'not_modified'; status: 304 }
  | { kind: 'events'; status: number; events: FeedEvent[]; etag: string | null; lastModified: string | null }
  | { kind: 'failed'; code: ChannelFeedFailure; detail: string; status: number | null };

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/**
 * Fetches a feed once, conditionally when the last answer gave a validator (If-None-Match, If-Modified-Since), through
 * the outbound guard; parses a 200 with ical.js in the property's zone. Every failure comes back as a code and words.
 */
export async function fetchFeed(
  config: Config,
  feed: { url: string; etag: string | null; lastModified: string | null; timeZone: string },
): Promise<FetchOutcome> {
  const headers: Record<string, string> = {
    accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
    'user-agent': 'OwnerPortal-CalendarSync/1.0',
  };
  if (feed.etag) headers['if-none-match'] = feed.etag;
  if (feed.lastModified) headers['if-modified-since'] = feed.lastModified;
  let response: Awaited<ReturnType<typeof outboundRequest>>;
  try {
    response = await outboundRequest(addressPolicy(config.OUTBOUND_ALLOW), {
      url: feed.url,
      headers,
      timeoutMs: config.OUTBOUND_TIMEOUT_MS,
      maxBytes: config.FEED_MAX_BYTES,
      maxRedirects: FEED_MAX_REDIRECTS,
    });
  } catch (error) {
    if (error instanceof OutboundError)
      return { kind: 'failed', code: error.failure, detail: error.message, status: null };
    throw error;
  }
  if (response.status === 304) return { kind: 'not_modified', status: 304 };
  if (response.status < 200 || response.status > 299) {
    return { kind: 'failed', code: 'http_status', detail: `HTTP ${response.status}`, status: response.status };
  }
  try {
    const events = parseFeed(response.body.toString('utf8'), feed.timeZone);
    return {
      kind: 'events',
      status: response.status,
      events,
      etag: header(response.headers.etag),
      lastModified: header(response.headers['last-modified']),
    };
  } catch (error) {
    if (!(error instanceof FeedParseError)) throw error;
    return { kind: 'failed', code: 'not_icalendar', detail: error.message.slice(0, 300), status: response.status };
  }
}
