import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const RECEIPT = {
  received: true,
  message: 'Thank you. We received your message and sent you a copy by e-mail.',
};

function postedBodies(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => urlOf(input).startsWith('/api/contact-us') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(typeof init?.body === 'string' ? init.body : 'null') as unknown);
}

describe('the contact page', { timeout: 30_000 }, () => {
  it('opens with the topic of the link, asks for the firm for seats, sends the message and says so', async () => {
    const { fetchMock } = stubIdentity({
      user: null,
      routes: { '/api/contact-us': { status: 202, body: RECEIPT } },
    });
    renderApp('/contact?topic=FIRM_SEATS');
    expect(await screen.findByRole('heading', { name: 'Contact us', level: 1 })).toBeTruthy();
    const topic = screen.getByLabelText<HTMLSelectElement>('Topic');
    expect(topic.value).toBe('FIRM_SEATS');

    await userEvent.type(screen.getByLabelText('Your name'), 'Priya Partner');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'Priya@Example.com');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("Enter your firm's name")).toBeTruthy();
    expect(screen.getByText('Write at least 10 characters')).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Firm name/), 'Partner & Hale LLP');
    await userEvent.type(screen.getByLabelText(/^Seats/), '40');
    await userEvent.type(screen.getByLabelText(/^Message/), ' — we are 40 lawyers in Albany.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const status = await screen.findByRole('status');
    expect(within(status).getByText(RECEIPT.message)).toBeTruthy();
    expect(postedBodies(fetchMock)).toEqual([
      {
        name: 'Priya Partner',
        email: 'priya@example.com',
        topic: 'FIRM_SEATS',
        message: 'Short — we are 40 lawyers in Albany.',
        firmName: 'Partner & Hale LLP',
        seats: 40,
        website: '',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('');
  });

  it("shows the API's reason when the message is refused, and keeps what was written", async () => {
    stubIdentity({
      routes: {
        '/api/contact-us': {
          status: 429,
          body: {
            error: {
              code: 'RATE_LIMITED',
              message: 'You have sent several messages already. Try again in 42 minutes.',
            },
          },
        },
      },
    });
    renderApp('/contact');
    // A signed-in person's name and e-mail are filled in.
    expect(await screen.findByDisplayValue(testUser.name)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^E-mail/).value).toBe(testUser.email);
    expect(screen.getByLabelText<HTMLSelectElement>('Topic').value).toBe('GENERAL');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Do your videos have captions?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'You have sent several messages already. Try again in 42 minutes.',
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>(/^Message/).value).toBe(
      'Do your videos have captions?',
    );
  });

  it('hides the honeypot from sight, assistive technology and the tab order; the footer links the page', async () => {
    stubIdentity({ user: null });
    const { container } = renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact us', level: 1 });
    const honeypot = container.querySelector<HTMLInputElement>('#contact-website');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeTruthy();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });
});
