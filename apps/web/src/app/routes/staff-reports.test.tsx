import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AttendanceReportPreview } from '@counsel/contracts';
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

const preview: AttendanceReportPreview = {
  rowCount: 1,
  revokedExcluded: 2,
  columns: ['Attendee name'],
  rows: [
    {
      attendeeName: 'Rita Reporter',
      attendeeEmail: 'rita@example.com',
      barNumber: '6301234',
      jurisdictionCode: 'IL',
      jurisdictionName: 'Illinois',
      courseId: '66666666-6666-4666-8666-666666666666',
      courseTitle: 'Ethics of Generative AI',
      creditType: 'CLE',
      accreditationNumber: 'IL-2026-88',
      attendedOn: '2026-03-05',
      completedOn: '2026-03-05',
      format: 'ON_DEMAND',
      hours: { ETHICS: 1 },
      totalHours: 1,
      verificationMethod: 'Codes',
      certificateNumber: 'CCLE-2026-7KQ2M9XD',
    },
  ],
};

describe('attendance reports in the staff console', { timeout: 30_000 }, () => {
  it('previews the lines of a range and jurisdiction, saying how many revoked certificates were left out', async () => {
    const { calls } = stubIdentity({
      role: 'staff',
      routes: {
        '/api/courses': {
          body: { items: [], pagination: { currentPage: 1, pageSize: 48, totalItems: 0, totalPages: 0 } },
        },
        '/api/staff/reports/attendance/preview': { body: preview },
      },
    });
    renderApp('/staff/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance reports' })).toBeTruthy();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.type(screen.getByLabelText('Jurisdiction (code)'), 'IL');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 line (2 revoked certificates left out)')).toBeTruthy();
    expect(screen.getByText('IL-2026-88')).toBeTruthy();
    await waitFor(() =>
      expect(calls().find((url) => url.startsWith('/api/staff/reports/attendance/preview'))).toBe(
        '/api/staff/reports/attendance/preview?from=2026-03-01&to=2026-03-31&layout=general&jurisdiction=IL',
      ),
    );
  });
});
