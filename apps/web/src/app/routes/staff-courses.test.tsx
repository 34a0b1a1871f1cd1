import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExpiringApprovalList, StaffCourse, StaffCourseList } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { stubIdentity } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const COURSE_ID = '44444444-4444-4444-8444-444444444444';
const newYork = {
  id: '55555555-5555-4555-8555-555555555555',
  code: 'NY',
  name: 'New York',
  country: 'US',
  minutesPerCreditHour: 50,
};
const course: StaffCourse = {
  id: COURSE_ID,
  slug: 'privilege-in-the-cloud',
  title: 'Privilege in the Cloud',
  summary: '',
  description: '',
  format: 'ON_DEMAND',
  level: 'INTERMEDIATE',
  durationMinutes: 60,
  priceCents: null,
  currency: 'usd',
  thumbnailUrl: null,
  status: 'draft',
  publishedAt: null,
  creditVersion: 1,
  versioned: false,
  recordingAvailable: false,
  practiceAreas: [],
  speakers: [],
  credits: [
    {
      id: '66666666-6666-4666-8666-666666666666',
      jurisdiction: newYork,
      creditType: 'CLE',
      category: 'ETHICS',
      hours: 1.5,
      approvalStatus: 'PENDING',
      accreditationNumber: null,
      appliedOn: '2027-01-10',
      approvedOn: null,
      expiresOn: null,
      updatedAt: '2027-01-10T10:00:00.000Z',
    },
  ],
  createdAt: '2027-01-10T10:00:00.000Z',
  updatedAt: '2027-01-10T10:00:00.000Z',
};
const list: StaffCourseList = {
  items: [
    {
      id: COURSE_ID,
      slug: course.slug,
      title: course.title,
      format: 'ON_DEMAND',
      status: 'draft',
      durationMinutes: 60,
      creditVersion: 1,
      speakerNames: [],
      approvals: { APPROVED: 0, PENDING: 1, DENIED: 0, EXPIRED: 0 },
      nextExpiry: null,
      updatedAt: course.updatedAt,
    },
  ],
  pagination: { currentPage: 1, pageSize: 25, totalItems: 1, totalPages: 1 },
};

describe('staff courses', { timeout: 30_000 }, () => {
  it('lists courses with their credit state and sends the filters to the API', async () => {
    const { calls } = stubIdentity({ role: 'staff', routes: { '/api/staff/courses': { body: list } } });
    renderApp('/staff/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(await within(table).findByRole('link', { name: 'Privilege in the Cloud' })).toBeTruthy();
    expect(within(table).getByText('1 applied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New course' }).getAttribute('href')).toBe('/staff/courses/new');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await userEvent.selectOptions(screen.getByLabelText('Approval'), 'PENDING');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(
        calls()
          .filter((url) => url.startsWith('/api/staff/courses'))
          .at(-1),
      ).toContain('status=draft&approvalStatus=PENDING'),
    );
  });

  it('shows what publishing still needs, as the API lists it', async () => {
    stubIdentity({
      role: 'staff',
      routes: {
        [`/api/staff/courses/${COURSE_ID}`]: { body: course },
        [`/api/staff/courses/${COURSE_ID}/publish`]: {
          status: 409,
          body: {
            error: {
              code: 'COURSE_NOT_PUBLISHABLE',
              message: 'Add what is missing first.',
              details: { missing: ['summary', 'description', 'speaker', 'recording'] },
            },
          },
        },
        '/api/staff/speakers': { body: { items: [] } },
      },
    });
    renderApp(`/staff/courses/${COURSE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Privilege in the Cloud', level: 1 })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Credit lines' });
    expect(within(lines).getByText('Applied')).toBeTruthy();
    expect(within(lines).getByText('New York')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByText(/Before it can be published/)).textContent).toBe(
      'Before it can be published, this course needs: summary, description, speaker, recording.',
    );
  });

  it('refuses HTML in the description before anything is sent', async () => {
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: { '/api/staff/speakers': { body: { items: [] } } },
    });
    renderApp('/staff/courses/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Cloud ethics');
    await userEvent.type(screen.getByLabelText('Address (slug)'), 'cloud-ethics');
    await userEvent.type(screen.getByLabelText('Description'), 'Hello <b>world</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByText(/HTML tags are not allowed/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('lists the approvals that expire soon', async () => {
    const expiring: ExpiringApprovalList = {
      withinDays: 60,
      items: [
        {
          creditId: '66666666-6666-4666-8666-666666666666',
          courseId: COURSE_ID,
          courseTitle: 'Privilege in the Cloud',
          courseStatus: 'published',
          jurisdiction: newYork,
          creditType: 'CLE',
          category: 'ETHICS',
          hours: 1.5,
          accreditationNumber: 'NY-AC-4410',
          expiresOn: '2027-04-01',
          daysLeft: 12,
        },
      ],
    };
    stubIdentity({ role: 'staff', routes: { '/api/staff/approvals/expiring': { body: expiring } } });
    renderApp('/staff/approvals');
    const table = await screen.findByRole('table', { name: 'Approvals expiring soon' });
    expect(await within(table).findByText('NY-AC-4410')).toBeTruthy();
    expect(within(table).getByText('in 12 days')).toBeTruthy();
  });
});
