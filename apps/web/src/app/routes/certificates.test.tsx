import type { Completion } from '@counsel/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  makeCertificate,
  makeCompletion,
  makeCredit,
} from '../../features/completions/testing/completion-fixtures';
import { CERTIFICATE_POLL_INTERVAL_MS } from '../../features/completions/hooks/use-poll-deadline';
import { pdfResponse, stubObjectUrls } from '../../features/completions/testing/fetch-routes-stub';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, urlOf } from '../testing/identity-stub';
import { renderApp } from '../testing/render-app';

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useUserStore.getState().reset();
});

const CERTIFICATES = '/dashboard/certificates';

const ethics = makeCompletion({
  course: { slug: 'ethics-of-generative-ai', title: 'Ethics of Generative AI' },
  completedAt: '2026-03-05T15:00:00.000Z',
  credits: [
    makeCredit('NY', { category: 'ETHICS', hours: 1.2 }),
    makeCredit('NY', { creditType: 'PARALEGAL_CLE', category: 'ETHICS', hours: 1 }),
  ],
  certificate: makeCertificate('CCLE-2026-AAAA1111'),
});
const contracts = makeCompletion({
  course: { slug: 'contracts-in-practice', title: 'Contracts in Practice', format: 'LIVE' },
  completedAt: '2026-02-10T15:00:00.000Z',
  credits: [
    makeCredit('NY', { category: 'ETHICS', hours: 2.3 }),
    makeCredit('CA', { category: 'GENERAL', hours: 1.5 }),
  ],
  certificate: makeCertificate('CCLE-2026-BBBB2222'),
});

function stubCompletions(answer: (callIndex: number) => Completion[]) {
  let calls = 0;
  const api = stubIdentity({
    role: 'user',
    routes: {
      '/api/completed-course': () => {
        const items = answer(calls);
        calls += 1;
        return { body: { items } };
      },
    },
  });
  return { ...api, listCalls: () => calls };
}

const totalsRows = () =>
  within(screen.getByRole('table', { name: /Hours earned/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent).join(' | '));

describe('Certificates page', { timeout: 20_000 }, () => {
  it('lists each certificate with its course, date, credit, number and actions, and the totals', async () => {
    stubCompletions(() => [ethics, contracts]);
    renderApp(CERTIFICATES);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Ethics of Generative AI' }));
    expect(card.getByRole('link', { name: 'Ethics of Generative AI' }).getAttribute('href')).toBe(
      '/dashboard/courses/ethics-of-generative-ai',
    );
    expect(card.getByText('Completed on March 5, 2026 · On demand')).toBeTruthy();
    expect(card.getByRole('list', { name: 'Credit earned: Ethics of Generative AI' }).textContent).toContain(
      'New York · CLE · Ethics · 1.2 hours',
    );
    expect(card.getByText('CCLE-2026-AAAA1111')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Download (PDF): Ethics of Generative AI' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Verify: Ethics of Generative AI' }).getAttribute('href')).toBe(
      '/verify/CCLE-2026-AAAA1111',
    );

    // Headings in order.
    const headings = screen
      .getAllByRole('heading')
      .filter((heading) => heading.closest('main'))
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      'H1 Certificates',
      'H2 Credit totals',
      'H2 2 certificates',
      'H3 Ethics of Generative AI',
      'H3 Contracts in Practice',
    ]);

    expect(totalsRows()).toEqual([
      'California | CLE | General | 1.5',
      'New York | CLE | Ethics | 3.5',
      'New York | Paralegal CLE | Ethics | 1.0',
    ]);
  });

  it('filters by jurisdiction and credit type in the URL, with totals for what is shown', async () => {
    stubCompletions(() => [ethics, contracts]);
    const user = userEvent.setup();
    const { router } = renderApp(`${CERTIFICATES}?type=PARALEGAL_CLE`);
    await screen.findByRole('article', { name: 'Ethics of Generative AI' });
    expect(screen.queryByRole('article', { name: 'Contracts in Practice' })).toBeNull();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Credit type' }).value).toBe(
      'PARALEGAL_CLE',
    );
    expect(totalsRows()).toEqual(['New York | Paralegal CLE | Ethics | 1.0']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Credit type' }), 'CLE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jurisdiction' }), 'California (CA)');
    expect(router.state.location.search).toBe('?jurisdiction=CA&type=CLE');
    expect(screen.getByRole('heading', { level: 2, name: '1 certificate' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Contracts in Practice' })).toBeTruthy();
    expect(totalsRows()).toEqual(['California | CLE | General | 1.5']);

    // Back in history: the previous filters.
    await router.navigate(-1);
    expect(router.state.location.search).toBe('?type=CLE');
    await waitFor(() =>
      expect(totalsRows()).toEqual(['California | CLE | General | 1.5', 'New York | CLE | Ethics | 3.5']),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 2, name: '2 certificates' })).toBeTruthy();
  });

  it('says when no certificate matches the filters, with a way to clear them', async () => {
    stubCompletions(() => [ethics, contracts]);
    const user = userEvent.setup();
    const { router } = renderApp(`${CERTIFICATES}?jurisdiction=TX`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No certificates match these filters' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('article', { name: 'Contracts in Practice' })).toBeTruthy();
  });

  it('keeps the empty state for a lawyer without certificates', async () => {
    stubCompletions(() => []);
    renderApp(CERTIFICATES);
    expect(await screen.findByRole('heading', { level: 2, name: 'No certificates yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/dashboard/courses',
    );
  });

  it('shows a certificate being prepared as "Preparing…" and polls until it is ready', async () => {
    // The polling runs on timers: faked (still flowing with real time) so the test can jump past the next polls.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const preparing = { ...ethics, certificate: null };
    const api = stubCompletions((index) => (index < 2 ? [preparing, contracts] : [ethics, contracts]));
    renderApp(CERTIFICATES);
    const card = within(await screen.findByRole('article', { name: 'Ethics of Generative AI' }));
    expect(card.getByText('Preparing…')).toBeTruthy();
    expect(card.queryByRole('button', { name: /Download/ })).toBeNull();
    expect(await card.findByRole('button', { name: 'Download (PDF): Ethics of Generative AI' })).toBeTruthy();
    expect(card.queryByText('Preparing…')).toBeNull();
    const calls = api.listCalls();
    expect(calls).toBe(3);
    // Ready: three more poll intervals pass without a request.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * CERTIFICATE_POLL_INTERVAL_MS);
    });
    expect(api.listCalls()).toBe(calls);
  });

  it('downloads a certificate as a PDF with the signed-in lawyer’s token', async () => {
    const api = stubCompletions(() => [ethics]);
    const byPath = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (urlOf(input).endsWith('/pdf')) return pdfResponse();
      if (!byPath) throw new Error('no stub');
      return byPath(input, init);
    });
    const urls = stubObjectUrls();
    cleanups.push(urls.restore);
    const user = userEvent.setup();
    renderApp(CERTIFICATES);
    await user.click(await screen.findByRole('button', { name: 'Download (PDF): Ethics of Generative AI' }));
    await waitFor(() => expect(urls.click).toHaveBeenCalledTimes(1));
    const pdfCall = api.fetchMock.mock.calls.find(([input]) => urlOf(input).endsWith('/pdf'));
    expect(urlOf(pdfCall?.[0] ?? '')).toBe('/api/certificates/CCLE-2026-AAAA1111/pdf');
    const headers = pdfCall?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toMatch(/^Bearer /);
    expect((urls.click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'certificate-CCLE-2026-AAAA1111.pdf',
    );
  });
});
