import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeValues } from '../../lib/session/storage.ts';
import { jsonResponse, mockFetch } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render.tsx';
import { FaqPage } from './faq-page.tsx';

// The first render of a file imports and lays out a lot on a busy machine: its first wait may take longer.
const SLOW = { timeout: 5000 };

const FAQ = {
  questions_by_category: [
    {
      questions_category: 'Payouts',
      question_and_answer: [
        { question: 'When are payouts made?', answer: 'On the 10th of each month, by bank transfer.' },
        { question: 'Which currencies are paid?', answer: 'AED, USD, EUR, RUB, GBP and SAR.' },
      ],
    },
    {
      questions_category: 'Owner stays',
      question_and_answer: [{ question: 'How do I block my dates?', answer: 'Click a free day on the calendar.' }],
    },
  ],
};

function renderFaq(answer: () => Response = () => jsonResponse(200, { faq: JSON.stringify(FAQ) })) {
  writeValues({
    'session-token': 's',
    'session-user': { userId: 7, name: 'owner@example.com', fullName: 'Olivia Owens', isPordalUser: false },
  });
  const fetched = mockFetch(answer);
  renderRoute({ path: '/help/faq/:propertyId?', url: '/help/faq/3', element: <FaqPage /> });
  return fetched;
}

const toggle = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the FAQ', () => {
  it('asks in the reader’s language and shows each category as a closed accordion section', async () => {
    const { calls } = renderFaq();
    const payouts = await screen.findByRole('button', { name: /^Payouts/ }, SLOW);
    expect(calls[0]?.url).toBe('/api/faq?lang=en');
    expect(payouts).toHaveAttribute('aria-expanded', 'false');
    expect(payouts).toHaveTextContent('2 questions');
    const panel = document.getElementById(payouts.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: /Owner stays/ })).toBeInTheDocument();
  });

  it('opens a category and a question, each button saying whether its part is shown', async () => {
    renderFaq();
    const payouts = await screen.findByRole('button', { name: /^Payouts/ }, SLOW);
    fireEvent.click(payouts);
    expect(payouts).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /^Payouts/ });
    expect(panel).toBeVisible();
    const question = within(panel).getByRole('button', { name: 'When are payouts made?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('On the 10th of each month');
    fireEvent.click(payouts);
    expect(payouts).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters questions and answers as the owner types, opening what matched; says when nothing does', async () => {
    renderFaq();
    const search = await screen.findByRole('searchbox', { name: 'Search questions and answers' }, SLOW);
    fireEvent.input(search, { target: { value: 'BANK' } });
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches your search.');
    expect(toggle(/^Payouts/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: /Owner stays/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Which currencies are paid?' })).toBeNull();
    expect(toggle('When are payouts made?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('On the 10th of each month, by bank transfer.')).toBeVisible();

    fireEvent.input(search, { target: { value: 'swimming pool' } });
    expect(screen.getByText('No questions match “swimming pool”. Try other words, or write to support.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Write to support' })).toHaveAttribute('href', '/help/contact-support/3');

    fireEvent.input(search, { target: { value: '' } });
    expect(toggle(/^Payouts/)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(/^Owner stays/)).toBeInTheDocument();
  });

  it('a failed load shows the spec’s FAQ text with a retry that loads it', async () => {
    let fail = true;
    renderFaq(() => (fail ? jsonResponse(500, { code: 'INTERNAL' }) : jsonResponse(200, { faq: JSON.stringify(FAQ) })));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('An error occured while getting FAQ data. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /^Payouts/ }, SLOW)).toBeInTheDocument();
  });

  it('an answer that is not the FAQ document is a failure too', async () => {
    renderFaq(() => jsonResponse(200, { faq: '{"questions": []' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'An error occured while getting FAQ data. Please try again.',
    );
  });
});
