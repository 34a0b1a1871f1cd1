import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../stores/user-store';
import { errorReportingDsn, reportError, startErrorReporting } from './error-reporting';

// The lazily loaded SDK module, replaced: the test sees whether (and with what) the app loads it.
const sdk = vi.hoisted(() => ({
  loaded: false,
  dsns: [] as string[],
  tracker: { report: vi.fn(), setUserId: vi.fn() },
}));
vi.mock('./sentry-error-reporting', () => {
  sdk.loaded = true;
  return {
    createSentryErrorTracker: (dsn: string) => {
      sdk.dsns.push(dsn);
      return sdk.tracker;
    },
  };
});

const DSN = 'https://browserkey@o7.ingest.sentry.example/42';

function pageWithDsn(dsn: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Counsel CLE');
  if (dsn !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'counsel-error-reporting';
    meta.content = dsn;
    doc.head.append(meta);
  }
  return doc;
}

afterEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
});

describe('error reporting in the browser', () => {
  it('reads the DSN the server put in the page, and nothing else', () => {
    expect(errorReportingDsn(pageWithDsn(DSN))).toBe(DSN);
    expect(errorReportingDsn(pageWithDsn(null))).toBeNull();
    expect(errorReportingDsn(pageWithDsn('javascript:alert(1)'))).toBeNull();
  });

  it('loads nothing and reports nothing when the page names no DSN', async () => {
    const load = vi.fn();
    expect(await startErrorReporting(pageWithDsn(null), useUserStore, load)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    // The default loader too: the SDK's module is never imported.
    expect(await startErrorReporting(pageWithDsn(null), useUserStore)).toBeNull();
    reportError(new Error('page failed'));
    await Promise.resolve();
    expect(sdk.loaded).toBe(false);
    expect(sdk.tracker.report).not.toHaveBeenCalled();
  });

  it('with a DSN, loads the SDK and keeps it told of the user id through sign-in and sign-out', async () => {
    useUserStore.setState({ userId: 'user-1', role: 'GUEST' });
    const tracker = await startErrorReporting(pageWithDsn(DSN), useUserStore);
    expect(sdk.loaded).toBe(true);
    expect(sdk.dsns).toEqual([DSN]);
    expect(tracker).toBe(sdk.tracker);
    expect(sdk.tracker.setUserId.mock.calls).toEqual([['user-1']]);

    useUserStore.getState().setIntendedCourse('course-1');
    useUserStore.getState().reset();
    useUserStore.setState({ userId: 'user-2', role: 'USER' });
    expect(sdk.tracker.setUserId.mock.calls).toEqual([['user-1'], [null], ['user-2']]);

    const failure = new Error('page failed');
    reportError(failure);
    await vi.waitFor(() => {
      expect(sdk.tracker.report).toHaveBeenCalledWith(failure);
    });
  });
});
