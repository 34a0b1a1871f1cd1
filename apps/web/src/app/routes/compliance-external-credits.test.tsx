import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../../features/completions/testing/fetch-routes-stub';
import { useUserStore } from '../../stores/user-store';
import {
  ADMISSION_IDS,
  blobBytes,
  EXTERNAL_CREDIT_IDS,
  makeExternalCredit,
  newYorkPreviousPeriod,
  PDF_BYTES,
  stubCompliance,
  trackedNewYork,
  trustAccountingCredit,
  type ComplianceStubOptions,
} from '../testing/compliance-stub';
import { urlOf } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  useUserStore.getState().reset();
});

const COMPLIANCE = '/dashboard/compliance';
const ADDED_ID = 'ffffffff-0000-4000-8000-000000000101';
const MB = 1024 * 1024;

type User = ReturnType<typeof userEvent.setup>;

function open(options: ComplianceStubOptions = {}) {
  // The toasts ask for prefers-reduced-motion.
  stubMatchMedia();
  const api = stubCompliance({ overview: [trackedNewYork()], ...options });
  renderApp(COMPLIANCE);
  return api;
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Credits from other providers' }));

/** The list item of a credit, by its title. */
async function creditItem(title: string) {
  const heading = await (await section()).findByRole('heading', { level: 3, name: title });
  const item = heading.closest('li');
  if (!item) throw new Error(`No list item for ${title}`);
  return within(item);
}

async function openAddForm(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add a credit from another provider' }));
  const provider = await screen.findByRole('textbox', { name: 'Provider' });
  await waitFor(() => expect(document.activeElement).toBe(provider));
  return provider;
}

const line = (number: number) => within(screen.getByRole('group', { name: `Credit line ${number}` }));

async function fillLine(user: User, number: number, jurisdiction: string, category: string, hours: string) {
  await user.selectOptions(line(number).getByRole('combobox', { name: 'Jurisdiction' }), jurisdiction);
  await user.selectOptions(line(number).getByRole('combobox', { name: 'Category' }), category);
  await user.type(line(number).getByRole('spinbutton', { name: 'Hours' }), hours);
}

/** Provider, title, date, format and one line in New York. */
async function fillCredit(user: User, completedOn = '2026-03-12') {
  await user.type(screen.getByRole('textbox', { name: 'Provider' }), 'Practising Law Institute');
  await user.type(screen.getByRole('textbox', { name: 'Course title' }), 'Ethics for Litigators');
  await user.type(screen.getByLabelText('Date completed'), completedOn);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Format' }), 'Live');
  await fillLine(user, 1, 'New York', 'Ethics', '2');
}

const certificateInput = () => screen.getByLabelText(/^Certificate/);
const pdf = (name = 'Ethics certificate.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const overviewCalls = (calls: string[]) => calls.filter((call) => call === '/api/compliance').length;

describe('Compliance page: credits from other providers', { timeout: 30_000 }, () => {
  it('lists them, latest first, with their hours by jurisdiction and their certificates', async () => {
    const api = open({ externalCredits: [trustAccountingCredit(), makeExternalCredit()] });
    const list = await section();
    expect(
      list.getByText(
        'Courses you took elsewhere are self-reported: the hours you enter here count toward your tracker above.',
      ),
    ).toBeTruthy();
    expect((await list.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(
      ['Implicit Bias in Practice', 'Trust Accounting Refresher'],
    );

    const bias = await creditItem('Implicit Bias in Practice');
    expect(bias.getByText('March 12, 2026')).toBeTruthy();
    expect(bias.getByText('State Bar of Texas')).toBeTruthy();
    expect(bias.getByText('Live')).toBeTruthy();
    // New Jersey is no admission: its name comes from the catalog.
    expect(bias.getByText('2 hours · New York · CLE · Elimination of Bias')).toBeTruthy();
    expect(bias.getByText('1.5 hours · New Jersey · CLE · Implicit Bias')).toBeTruthy();
    const trust = await creditItem('Trust Accounting Refresher');
    expect(trust.getByText('No certificate')).toBeTruthy();
    expect(trust.getByText('On demand')).toBeTruthy();

    // The certificate downloads with the lawyer's token, under the name it was uploaded with.
    const urls = stubObjectUrls();
    cleanups.push(urls.restore);
    const user = userEvent.setup();
    await user.click(
      bias.getByRole('button', { name: 'Download certificate (bias.pdf): Implicit Bias in Practice' }),
    );
    await waitFor(() => expect(urls.click).toHaveBeenCalledTimes(1));
    const download = api
      .requests()
      .find((request) => request.url === `/api/external-credits/${EXTERNAL_CREDIT_IDS.BIAS}/certificate`);
    expect(download?.method).toBe('GET');
    expect(download?.headers.Authorization).toMatch(/^Bearer /);
    expect((urls.click.mock.contexts[0] as HTMLAnchorElement).download).toBe('bias.pdf');
  });

  it('adds a credit with two lines and a PDF: the credit first, then the file itself', async () => {
    const user = userEvent.setup();
    const api = open();
    expect(
      await (await section()).findByText('You have not added a credit from another provider yet.'),
    ).toBeTruthy();
    await openAddForm(user);
    expect(screen.getByRole('group', { name: 'Add a credit from another provider' })).toBeTruthy();
    await fillCredit(user);
    // The only admission is chosen for the first line; a lone line cannot be removed.
    expect(line(1).queryByRole('button', { name: /Remove line/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add another line (line 2)' }));
    const second = line(2).getByRole('combobox', { name: 'Jurisdiction' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    // The lawyer's admissions first, then every other jurisdiction.
    expect(
      [...second.querySelectorAll('optgroup')].map((group) => [
        group.label,
        [...group.querySelectorAll('option')].map((option) => option.textContent),
      ]),
    ).toEqual([
      ['Your admissions', ['New York']],
      ['All other jurisdictions', ['California', 'England and Wales', 'New Jersey', 'Texas']],
    ]);
    await fillLine(user, 2, 'New Jersey', 'Implicit Bias', '1.25');
    expect(screen.getByRole('button', { name: 'Remove line 2' })).toBeTruthy();

    const file = pdf();
    await user.upload(certificateInput(), file);
    const overviewBefore = overviewCalls(api.calls());
    await user.click(screen.getByRole('button', { name: 'Add credit' }));

    expect(await screen.findByText('“Ethics for Litigators” added with its certificate.')).toBeTruthy();
    const post = api.requests().find((request) => request.method === 'POST');
    expect(post?.url).toBe('/api/external-credits');
    expect(post?.json).toEqual({
      provider: 'Practising Law Institute',
      title: 'Ethics for Litigators',
      completedOn: '2026-03-12',
      format: 'LIVE',
      lines: [
        { jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 2 },
        { jurisdictionCode: 'NJ', creditType: 'CLE', category: 'IMPLICIT_BIAS', hours: 1.25 },
      ],
    });
    const upload = api.requests().find((request) => request.method === 'PUT');
    expect(upload?.url).toBe(`/api/external-credits/${ADDED_ID}/certificate?fileName=Ethics+certificate.pdf`);
    expect(upload?.headers['Content-Type']).toBe('application/pdf');
    expect(upload?.headers.Authorization).toMatch(/^Bearer /);
    expect(upload?.body).toBe(file);
    expect(Array.from(await blobBytes(upload?.body as Blob))).toEqual(Array.from(PDF_BYTES));
    expect(api.state.credits[0]?.certificate?.fileName).toBe('Ethics certificate.pdf');

    // The list shows it with its certificate, the cards were asked for again, focus is back on "Add…".
    const added = await creditItem('Ethics for Litigators');
    expect(
      added.getByRole('button', {
        name: 'Download certificate (Ethics certificate.pdf): Ethics for Litigators',
      }),
    ).toBeTruthy();
    expect(added.getByText('1.25 hours · New Jersey · CLE · Implicit Bias')).toBeTruthy();
    expect(overviewCalls(api.calls())).toBeGreaterThan(overviewBefore);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Add a credit from another provider' }),
      ),
    );
  });

  it('says what is missing or wrong, on the fields, and moves to the first', async () => {
    const user = userEvent.setup();
    const api = open();
    await openAddForm(user);
    await user.selectOptions(line(1).getByRole('combobox', { name: 'Jurisdiction' }), '');
    await user.type(screen.getByLabelText('Date completed'), '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Add credit' }));
    const provider = screen.getByRole('textbox', { name: 'Provider' });
    await waitFor(() => expect(document.activeElement).toBe(provider));
    expect(provider.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(provider)).toBe('Enter the provider.');
    expect(describedBy(screen.getByLabelText('Date completed'))).toBe('The date cannot be in the future.');
    expect(describedBy(line(1).getByRole('combobox', { name: 'Jurisdiction' }))).toBe(
      'Choose a jurisdiction.',
    );
    expect(describedBy(line(1).getByRole('spinbutton', { name: 'Hours' }))).toBe('Enter the hours earned.');
    expect(api.requests().some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a file that is not a PDF, PNG or JPEG before sending anything', async () => {
    // Past the input's `accept`, as a drop or "All files" in the picker would be.
    const user = userEvent.setup({ applyAccept: false });
    const api = open();
    await openAddForm(user);
    await fillCredit(user);
    const input = certificateInput();
    await user.upload(input, new File(['my notes'], 'notes.txt', { type: 'text/plain' }));
    expect(input.getAttribute('accept')).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain(
      '“notes.txt” is not a PDF, PNG or JPEG file. Choose a file ending in .pdf, .png, .jpg, or .jpeg.',
    );
    await user.click(screen.getByRole('button', { name: 'Add credit' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(api.requests().some((request) => request.method !== 'GET')).toBe(false);

    // Clearing it lets the credit go without a certificate.
    await user.click(screen.getByRole('button', { name: 'Clear notes.txt' }));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add credit' }));
    expect(await screen.findByText('“Ethics for Litigators” added.')).toBeTruthy();
    expect((await creditItem('Ethics for Litigators')).getByText('No certificate')).toBeTruthy();
    expect(api.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const user = userEvent.setup();
    const api = open();
    await openAddForm(user);
    await fillCredit(user);
    const input = certificateInput();
    await user.upload(input, new File([new Uint8Array(11 * MB)], 'scan.pdf', { type: 'application/pdf' }));
    expect(describedBy(input)).toContain('“scan.pdf” is 11 MB: a certificate can be at most 10 MB.');
    await user.click(screen.getByRole('button', { name: 'Add credit' }));
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(api.requests().some((request) => request.method !== 'GET')).toBe(false);
  });

  it('shows the API’s refusal of a credit', async () => {
    const user = userEvent.setup();
    open({
      answers: {
        'POST /api/external-credits': {
          status: 400,
          body: { error: { code: 'EXTERNAL_CREDIT_INVALID', message: 'Unknown jurisdictions: NY.' } },
        },
      },
    });
    await openAddForm(user);
    await fillCredit(user);
    await user.click(screen.getByRole('button', { name: 'Add credit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown jurisdictions: NY.');
    expect(screen.getByRole('button', { name: 'Add credit' })).toBeTruthy();
  });

  it('keeps the credit when the API refuses its certificate, and takes another file', async () => {
    const user = userEvent.setup();
    const answers: NonNullable<ComplianceStubOptions['answers']> = {
      [`PUT /api/external-credits/${ADDED_ID}/certificate`]: {
        status: 400,
        body: {
          error: {
            code: 'CERTIFICATE_FILE_INVALID',
            message: 'The file’s content is not a PDF, as its name and type say.',
          },
        },
      },
    };
    const api = open({ answers });
    await openAddForm(user);
    await fillCredit(user);
    await user.upload(certificateInput(), pdf('renamed.pdf'));
    await user.click(screen.getByRole('button', { name: 'Add credit' }));

    const input = certificateInput();
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(describedBy(input)).toContain('The file’s content is not a PDF, as its name and type say.');
    expect(screen.getByRole('alert').textContent).toBe(
      'Your credit was saved, but not its certificate. Choose another file and save again, or close the form.',
    );
    expect((await creditItem('Ethics for Litigators')).getByText('No certificate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();

    // Another file: the credit is saved again (not added twice), then the file goes up.
    answers[`PUT /api/external-credits/${ADDED_ID}/certificate`] = undefined;
    await user.upload(input, pdf('certificate.pdf'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Ethics for Litigators” added with its certificate.')).toBeTruthy();
    expect(api.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(
      api
        .requests()
        .filter((request) => request.method === 'PUT')
        .map((request) => request.url),
    ).toEqual([
      `/api/external-credits/${ADDED_ID}/certificate?fileName=renamed.pdf`,
      `/api/external-credits/${ADDED_ID}`,
      `/api/external-credits/${ADDED_ID}/certificate?fileName=certificate.pdf`,
    ]);
    expect(api.state.credits).toHaveLength(1);
  });

  it('edits a credit: its values in the form, a line removed, focus back on Edit', async () => {
    const user = userEvent.setup();
    const api = open({ externalCredits: [makeExternalCredit()] });
    const bias = await creditItem('Implicit Bias in Practice');
    await user.click(bias.getByRole('button', { name: 'Edit Implicit Bias in Practice' }));
    const provider = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Provider' });
    expect(screen.getByRole('group', { name: 'Edit “Implicit Bias in Practice”' })).toBeTruthy();
    expect(provider.value).toBe('State Bar of Texas');
    expect(line(2).getByRole<HTMLInputElement>('spinbutton', { name: 'Hours' }).value).toBe('1.5');
    expect(screen.getByLabelText(/^Replace the certificate/)).toBeTruthy();
    expect(screen.getByText(/Your certificate: bias\.pdf\. Choose a file to replace it\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    const remaining = line(1).getByRole('combobox', { name: 'Jurisdiction' });
    await waitFor(() => expect(document.activeElement).toBe(remaining));
    expect((remaining as HTMLSelectElement).value).toBe('NJ');
    expect(screen.queryByRole('group', { name: 'Credit line 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes to “Implicit Bias in Practice” saved.')).toBeTruthy();
    const put = api.requests().find((request) => request.method === 'PUT');
    expect(put?.url).toBe(`/api/external-credits/${EXTERNAL_CREDIT_IDS.BIAS}`);
    expect(put?.json).toMatchObject({
      lines: [{ jurisdictionCode: 'NJ', creditType: 'CLE', category: 'IMPLICIT_BIAS', hours: 1.5 }],
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Edit Implicit Bias in Practice' }),
      ),
    );
  });

  it('removes a credit after a confirmation', async () => {
    const user = userEvent.setup();
    const api = open({ externalCredits: [trustAccountingCredit(), makeExternalCredit()] });
    const trust = await creditItem('Trust Accounting Refresher');
    await user.click(trust.getByRole('button', { name: 'Remove Trust Accounting Refresher' }));
    const question = trust.getByText('Remove “Trust Accounting Refresher”?');
    expect(document.activeElement).toBe(question);
    expect(trust.getByRole('group', { name: 'Remove “Trust Accounting Refresher”?' })).toBeTruthy();

    // Cancel asks nothing and gives focus back.
    await user.click(trust.getByRole('button', { name: 'Cancel' }));
    const remove = trust.getByRole('button', { name: 'Remove Trust Accounting Refresher' });
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(api.requests().some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(remove);
    const overviewBefore = overviewCalls(api.calls());
    await user.click(trust.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('“Trust Accounting Refresher” removed.')).toBeTruthy();
    expect(
      api
        .requests()
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.url),
    ).toEqual([`/api/external-credits/${EXTERNAL_CREDIT_IDS.TRUST}`]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Trust Accounting Refresher' })).toBeNull(),
    );
    expect(overviewCalls(api.calls())).toBeGreaterThan(overviewBefore);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Add a credit from another provider' }),
    );
    expect(await creditItem('Implicit Bias in Practice')).toBeTruthy();
  });

  it('removes a certificate after a confirmation; the credit stays', async () => {
    const user = userEvent.setup();
    const api = open({ externalCredits: [makeExternalCredit()] });
    const bias = await creditItem('Implicit Bias in Practice');
    await user.click(bias.getByRole('button', { name: 'Remove certificate: Implicit Bias in Practice' }));
    expect(document.activeElement).toBe(
      bias.getByText('Remove the certificate of “Implicit Bias in Practice”?'),
    );
    await user.click(bias.getByRole('button', { name: 'Yes, remove' }));
    expect(await bias.findByText('No certificate')).toBeTruthy();
    expect(
      api
        .requests()
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.url),
    ).toEqual([`/api/external-credits/${EXTERNAL_CREDIT_IDS.BIAS}/certificate`]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        bias.getByRole('button', { name: 'Edit Implicit Bias in Practice' }),
      ),
    );
  });
});

describe('Compliance page: the audit pack', { timeout: 30_000 }, () => {
  it('downloads the ZIP of the period shown, with the lawyer’s token', async () => {
    const urls = stubObjectUrls();
    cleanups.push(urls.restore);
    const user = userEvent.setup();
    const api = open({ periods: { [ADMISSION_IDS.NY]: { '2022-08-02': newYorkPreviousPeriod() } } });
    const ny = within(await screen.findByRole('article', { name: 'New York' }));
    await user.click(
      ny.getByRole('button', {
        name: 'Download audit pack (ZIP): New York, August 2, 2024 – August 1, 2026',
      }),
    );
    await waitFor(() => expect(urls.click).toHaveBeenCalledTimes(1));
    const packs = () => api.requests().filter((request) => request.url.includes('audit-pack'));
    expect(packs().map((request) => request.url)).toEqual([
      `/api/compliance/${ADMISSION_IDS.NY}/audit-pack.zip?period=2024-08-02`,
    ]);
    expect(packs()[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(packs()[0]?.headers.Accept).toBe('application/zip');
    expect((urls.click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'compliance-NY-2024-08-02-to-2026-08-01.zip',
    );

    // An earlier period: its own pack.
    await user.click(ny.getByRole('button', { name: 'Previous period' }));
    await user.click(
      await ny.findByRole('button', {
        name: 'Download audit pack (ZIP): New York, August 2, 2022 – August 1, 2024',
      }),
    );
    await waitFor(() => expect(urls.click).toHaveBeenCalledTimes(2));
    expect(packs()[1]?.url).toBe(`/api/compliance/${ADMISSION_IDS.NY}/audit-pack.zip?period=2022-08-02`);
    expect((urls.click.mock.contexts[1] as HTMLAnchorElement).download).toBe(
      'compliance-NY-2022-08-02-to-2024-08-01.zip',
    );
  });

  it('is busy while the pack is prepared, and says why when it fails', async () => {
    const user = userEvent.setup();
    const api = open();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (urlOf(input).includes('/audit-pack.zip')) {
        await answered;
        return new Response(
          JSON.stringify({
            error: {
              code: 'COMPLIANCE_PERIOD_UNKNOWN',
              message:
                'The tracker cannot place this admission’s reporting period yet: complete its details first.',
            },
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        );
      }
      if (!stubbed) throw new Error('no stub');
      return stubbed(input, init);
    });
    const ny = within(await screen.findByRole('article', { name: 'New York' }));
    const button = ny.getByRole('button', { name: /^Download audit pack \(ZIP\)/ });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    release();
    const alert = await ny.findByRole('alert');
    expect(alert.textContent).toBe(
      'The audit pack could not be downloaded. The tracker cannot place this admission’s reporting period yet: complete its details first.',
    );
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
});
