import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage, ContactMessageSummary } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity, testUser, urlOf } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const ID = '44444444-4444-4444-8444-444444444444';
const summary: ContactMessageSummary = {
  id: ID,
  name: 'Priya Partner',
  email: 'priya@example.com',
  topic: 'FIRM_SEATS',
  status: 'NEW',
  firmName: 'Partner & Hale LLP',
  seats: 40,
  excerpt: 'We are 40 lawyers in Albany.',
  replyCount: 0,
  createdAt: '2026-03-01T15:30:00.000Z',
  updatedAt: '2026-03-01T15:30:00.000Z',
};
const message: ContactMessage = {
  id: ID,
  name: summary.name,
  email: summary.email,
  topic: summary.topic,
  status: 'NEW',
  message: 'We are 40 lawyers in Albany.\n\nCan we talk next week?',
  firmName: summary.firmName,
  seats: summary.seats,
  userId: null,
  createdAt: summary.createdAt,
  updatedAt: summary.updatedAt,
  replies: [],
};
const page = (messages: ContactMessageSummary[]) => ({
  messages,
  pagination: { currentPage: 1, pageSize: 20, totalItems: messages.length, totalPages: 1 },
});

describe('the contact inbox', { timeout: 30_000 }, () => {
  it('lists the messages with a status filter and search, both sent to the API', async () => {
    const { calls } = stubIdentity({
      role: 'staff',
      routes: { '/api/staff/contact-messages': { body: page([summary]) } },
    });
    renderApp('/staff/inbox');
    expect(await screen.findByRole('heading', { name: 'Contact inbox', level: 1 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getByRole('link', { name: 'Contact inbox' }).getAttribute('href')).toBe(
      '/staff/inbox',
    );
    const link = await screen.findByRole('link', { name: /Priya Partner/ });
    expect(link.textContent).toContain('Seats for my firm');
    expect(screen.getByText('Choose a message to read it and reply.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Answered' }));
    await waitFor(() =>
      expect(
        calls()
          .filter((url) => url.startsWith('/api/staff/contact-messages'))
          .at(-1),
      ).toContain('status=ANSWERED'),
    );
    expect(screen.getByRole('button', { name: 'Answered' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.type(screen.getByLabelText('Search messages'), 'albany');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        calls()
          .filter((url) => url.startsWith('/api/staff/contact-messages'))
          .at(-1),
      ).toContain('status=ANSWERED&search=albany'),
    );
  });

  it('opens a message from the address, replies by e-mail and changes its status', async () => {
    let current = message;
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        '/api/staff/contact-messages': { body: page([{ ...summary, status: current.status }]) },
        [`/api/staff/contact-messages/${ID}`]: () => ({ body: current }),
        [`/api/staff/contact-messages/${ID}/replies`]: () => {
          const init = fetchMock.mock.calls.at(-1)?.[1];
          const { body } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as { body: string };
          if (body === 'fail') {
            return {
              status: 404,
              body: { error: { code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'This message does not exist.' } },
            };
          }
          current = {
            ...current,
            status: 'ANSWERED',
            replies: [
              {
                id: '55555555-5555-4555-8555-555555555555',
                staffEmail: testUser.email,
                body,
                createdAt: '2026-03-02T09:00:00.000Z',
              },
            ],
          };
          return { status: 201, body: current };
        },
        [`/api/staff/contact-messages/${ID}/status`]: () => {
          current = { ...current, status: 'CLOSED' };
          return { body: current };
        },
      },
    });
    renderApp(`/staff/inbox?message=${ID}`);
    const article = await screen.findByRole('article', { name: 'Seats for my firm from Priya Partner' });
    expect(within(article).getByText('Can we talk next week?')).toBeTruthy();
    expect(within(article).getByText('Firm: Partner & Hale LLP · Seats: 40')).toBeTruthy();
    expect(within(article).getByText('No reply yet.')).toBeTruthy();

    await userEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(await within(article).findByText('Write a reply')).toBeTruthy();

    const reply = within(article).getByLabelText(/^Reply to Priya Partner/);
    await userEvent.type(reply, 'fail');
    await userEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect((await within(article).findByRole('alert')).textContent).toContain('This message does not exist.');

    await userEvent.clear(reply);
    await userEvent.type(reply, 'Happy to talk on Tuesday.');
    await userEvent.click(within(article).getByRole('button', { name: 'Send reply' }));
    expect(await within(article).findByText('Happy to talk on Tuesday.')).toBeTruthy();
    expect(within(article).getByLabelText<HTMLSelectElement>('Status').value).toBe('ANSWERED');

    await userEvent.selectOptions(within(article).getByLabelText('Status'), 'CLOSED');
    await userEvent.click(within(article).getByRole('button', { name: 'Save status' }));
    await waitFor(() =>
      expect(within(article).getByLabelText<HTMLSelectElement>('Status').value).toBe('CLOSED'),
    );
    const writes = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
      .map(
        ([input, init]) =>
          `${init?.method ?? ''} ${urlOf(input)} ${typeof init?.body === 'string' ? init.body : ''}`,
      );
    expect(writes).toEqual([
      `POST /api/staff/contact-messages/${ID}/replies {"body":"fail"}`,
      `POST /api/staff/contact-messages/${ID}/replies {"body":"Happy to talk on Tuesday."}`,
      `PUT /api/staff/contact-messages/${ID}/status {"status":"CLOSED"}`,
    ]);
  });
});
