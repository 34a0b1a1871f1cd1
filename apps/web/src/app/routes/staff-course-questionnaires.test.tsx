import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffCourseQuestionnaires, StaffQuestionnaire } from '@counsel/contracts';
import { useUserStore } from '../../stores/user-store';
import { lastBodyTo, lastCallTo, stubIdentity } from '../testing/identity-stub';
import { stubMatchMedia } from '../testing/match-media-stub';
import { renderApp } from '../testing/render-app';

const COURSE_ID = '44444444-4444-4444-8444-444444444444';
const BASE = `/api/staff/courses/${COURSE_ID}/questionnaires`;

beforeEach(() => {
  useUserStore.setState(useUserStore.getInitialState());
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const EVALUATION: StaffQuestionnaire = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'EVALUATION',
  version: 1,
  title: 'Course evaluation',
  description: 'Tell us how it went.',
  passPercent: null,
  maxAttempts: null,
  responseCount: 3,
  createdAt: '2026-11-25T09:00:00.000Z',
  questions: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      position: 1,
      type: 'RATING',
      prompt: 'The program met its objectives.',
      required: true,
      options: [],
      correctOptionIds: [],
      explanation: null,
      scale: { max: 5, lowLabel: 'Strongly disagree', highLabel: 'Strongly agree' },
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      position: 2,
      type: 'FREE_TEXT',
      prompt: 'What could be improved?',
      required: false,
      options: [],
      correctOptionIds: [],
      explanation: null,
      scale: null,
    },
  ],
};

function area(
  evaluation: StaffQuestionnaire,
  knowledgeCheck: StaffQuestionnaire | null = null,
): StaffCourseQuestionnaires {
  return { courseId: COURSE_ID, courseTitle: 'Ethics in AI', evaluation, knowledgeCheck, retired: [] };
}

describe('the staff console’s Questionnaires area', { timeout: 30_000 }, () => {
  it('says saving an answered evaluation creates version 2, and sends the reordered questions', async () => {
    const saved = { ...EVALUATION, id: '55555555-5555-4555-8555-555555555555', version: 2, responseCount: 0 };
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        [BASE]: { body: area(EVALUATION) },
        [`${BASE}/EVALUATION`]: {
          body: {
            outcome: 'NEW_VERSION',
            questionnaires: {
              ...area(saved),
              retired: [
                {
                  id: EVALUATION.id,
                  kind: 'EVALUATION',
                  version: 1,
                  title: 'Course evaluation',
                  questionCount: 2,
                  responseCount: 3,
                  createdAt: '2026-11-25T09:00:00.000Z',
                  retiredAt: '2026-11-25T10:00:00.000Z',
                },
              ],
            },
          },
        },
      },
    });
    renderApp(`/staff/questionnaires/${COURSE_ID}`);
    const form = await screen.findByRole('form', { name: 'Evaluation' });
    expect(within(form).getByRole('note').textContent).toContain('Saving a change creates version 2');
    expect(within(form).getByText('Version 1 · 3 responses')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Move question 2 up' }));
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Evaluation' } });
    await user.click(within(form).getByRole('button', { name: 'Save as version 2' }));

    expect(await screen.findByText(/Evaluation version 1/)).toBeTruthy();
    const init = lastCallTo(fetchMock, `${BASE}/EVALUATION`);
    expect(init?.method).toBe('PUT');
    const body = lastBodyTo(fetchMock, `${BASE}/EVALUATION`) as {
      title: string;
      passPercent: null;
      questions: { position: number; type: string; scale: unknown }[];
    };
    expect(body.title).toBe('Evaluation');
    expect(body.passPercent).toBeNull();
    expect(body.questions.map((question) => [question.position, question.type])).toEqual([
      [1, 'FREE_TEXT'],
      [2, 'RATING'],
    ]);
    expect(body.questions[1]?.scale).toEqual({
      max: 5,
      lowLabel: 'Strongly disagree',
      highLabel: 'Strongly agree',
    });
  });

  it('adds a knowledge check with a pass mark, retakes and the correct option marked', async () => {
    const { fetchMock } = stubIdentity({
      role: 'staff',
      routes: {
        [BASE]: { body: area({ ...EVALUATION, responseCount: 0 }) },
        [`${BASE}/KNOWLEDGE_CHECK`]: {
          status: 400,
          body: {
            error: { code: 'VALIDATION_FAILED', message: 'Question 1: mark at least one correct option.' },
          },
        },
      },
    });
    renderApp(`/staff/questionnaires/${COURSE_ID}`);
    const form = await screen.findByRole('form', { name: 'Knowledge check' });
    expect(screen.getByText(/This course has no knowledge check/)).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Pass mark (%)'), { target: { value: '80' } });
    fireEvent.change(within(form).getByLabelText('Attempts allowed'), { target: { value: '' } });
    fireEvent.change(within(form).getByLabelText('Question'), { target: { value: 'Which court hears it?' } });
    fireEvent.change(within(form).getByLabelText('Question 1, option 1'), {
      target: { value: 'Family court' },
    });
    fireEvent.change(within(form).getByLabelText('Question 1, option 2'), { target: { value: 'Tax court' } });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: 'Option 1 is correct' }));
    await user.click(within(form).getByRole('button', { name: 'Add the knowledge check' }));

    expect((await within(form).findByRole('alert')).textContent).toContain(
      'mark at least one correct option',
    );
    const body = lastBodyTo(fetchMock, `${BASE}/KNOWLEDGE_CHECK`) as {
      passPercent: number;
      maxAttempts: number | null;
      questions: { type: string; options: { id: string; label: string }[]; correctOptionIds: string[] }[];
    };
    expect(body.passPercent).toBe(80);
    expect(body.maxAttempts).toBeNull();
    const [question] = body.questions;
    expect(question?.type).toBe('SINGLE_CHOICE');
    expect(question?.options.map((option) => option.label)).toEqual(['Family court', 'Tax court']);
    expect(question?.correctOptionIds).toEqual([question?.options[0]?.id]);
  });
});
