import { describe, expect, it } from 'vitest';
import { todayCalendarDate } from './compliance-text';
import { ExternalCreditFormSchema, type ExternalCreditFormValues } from './external-credit-form-schema';

const values = (fields: Partial<ExternalCreditFormValues> = {}): ExternalCreditFormValues => ({
  provider: ' PLI ',
  title: 'Trust Accounting Refresher',
  completedOn: '2025-11-02',
  format: 'ON_DEMAND',
  lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: ' 1.25 ' }],
  ...fields,
});

const messages = (input: ExternalCreditFormValues) => {
  const result = ExternalCreditFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('ExternalCreditFormSchema', () => {
  it('gives the contract’s input: trimmed text, hours as a number', () => {
    expect(ExternalCreditFormSchema.parse(values())).toEqual({
      provider: 'PLI',
      title: 'Trust Accounting Refresher',
      completedOn: '2025-11-02',
      format: 'ON_DEMAND',
      lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: 1.25 }],
    });
  });

  it('says what is missing', () => {
    expect(
      messages(
        values({
          provider: '',
          title: ' ',
          completedOn: '',
          format: '',
          lines: [{ jurisdictionCode: '', creditType: 'CLE', category: '', hours: '' }],
        }),
      ),
    ).toEqual([
      'provider: Enter the provider.',
      'title: Enter the course title.',
      'completedOn: Enter the date you completed the course.',
      'format: Choose the format.',
      'lines.0.jurisdictionCode: Choose a jurisdiction.',
      'lines.0.category: Choose a category.',
      'lines.0.hours: Enter the hours earned.',
    ]);
  });

  it('refuses a date in the future and hours that are not a positive number of hundredths', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    expect(messages(values({ completedOn: todayCalendarDate() }))).toEqual([]);
    expect(messages(values({ completedOn: todayCalendarDate(tomorrow) }))).toEqual([
      'completedOn: The date cannot be in the future.',
    ]);
    const hours = (text: string) =>
      messages(
        values({ lines: [{ jurisdictionCode: 'NY', creditType: 'CLE', category: 'ETHICS', hours: text }] }),
      );
    expect(hours('abc')).toEqual(['lines.0.hours: Enter the hours as a number, e.g. 1.5.']);
    expect(hours('0')).toEqual(['lines.0.hours: Enter more than 0 hours.']);
    expect(hours('101')).toEqual(['lines.0.hours: Enter at most 100 hours.']);
    expect(hours('1.255')).toEqual(['lines.0.hours: Use at most two decimals, e.g. 1.25.']);
  });
});
