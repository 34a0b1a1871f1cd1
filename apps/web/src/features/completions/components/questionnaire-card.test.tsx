import type { Questionnaire, QuestionnaireResult } from '@counsel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COURSE_SLUG,
  evaluationQuestions,
  knowledgeQuestions,
  makeEvaluation,
  makeKnowledgeCheck,
  makeRequirements,
  makeResult,
  makeStatus,
} from '../testing/completion-fixtures';
import { stubFetchRoutes, type RouteResponder } from '../testing/fetch-routes-stub';
import { renderPanel, watchedProgress } from '../testing/render-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const STATUS = `GET /api/completed-course/${COURSE_SLUG}`;
const QUESTIONNAIRES = `GET /api/questionnaire/course/${COURSE_SLUG}`;
const SUBMIT = 'POST /api/questionnaire';

/** A watched course with these questionnaires; `submit` answers POST /api/questionnaire. */
function stubQuestionnaires(items: () => Questionnaire[], submit: RouteResponder) {
  return stubFetchRoutes({
    [STATUS]: {
      body: makeStatus({ requirements: makeRequirements(['WATCHED', 'ATTENDANCE_CODES'], true) }),
    },
    [QUESTIONNAIRES]: () => ({ body: { items: items() } }),
    [SUBMIT]: submit,
  });
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('Questionnaires', { timeout: 20_000 }, () => {
  it('checks required questions first, then submits the evaluation and thanks the lawyer', async () => {
    let evaluation = makeEvaluation();
    const api = stubQuestionnaires(
      () => [evaluation],
      () => {
        evaluation = { ...evaluation, satisfied: true, attemptsRemaining: 0 };
        return { status: 201, body: makeResult(evaluation) };
      },
    );
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress() });
    await screen.findByRole('heading', { level: 3, name: 'Course evaluation' });
    const form = card('Course evaluation');

    // Every question is a labelled group (or a labelled text box), required ones marked.
    const rating = form.getByRole('group', { name: '1. How useful was this program? (required)' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rating).getByRole('radio', { name: '1 — Not useful' })).toBeTruthy();
    expect(within(rating).getByRole('radio', { name: '5 — Very useful' })).toBeTruthy();
    const objectives = form.getByRole('group', {
      name: '2. Did the program meet its stated objectives? (required)',
    });
    const topics = form.getByRole('group', { name: /^3\. Which parts were most useful\? \(optional\)/ });
    const comments = form.getByRole('textbox', { name: '4. Any comments? (optional)' });

    // Submitting with the required questions empty: a message beside each, focus on the first, nothing sent.
    await user.click(form.getByRole('button', { name: 'Submit evaluation' }));
    expect(within(rating).getByText('Choose a rating.')).toBeTruthy();
    expect(within(objectives).getByText('Choose an answer.')).toBeTruthy();
    expect(within(topics).queryByText(/^Choose at least/)).toBeNull();
    expect(form.getByText('2 required questions have no answer yet.')).toBeTruthy();
    expect(document.activeElement).toBe(within(rating).getByRole('radio', { name: '1 — Not useful' }));
    expect(api.countOf(SUBMIT)).toBe(0);

    // Answering clears the message.
    await user.click(within(rating).getByRole('radio', { name: '4' }));
    expect(within(rating).queryByText('Choose a rating.')).toBeNull();
    await user.click(within(objectives).getByRole('radio', { name: 'Yes' }));
    await user.click(within(topics).getByRole('checkbox', { name: 'Confidentiality' }));
    await user.click(within(topics).getByRole('checkbox', { name: 'Duties of competence' }));
    await user.type(comments, 'Clear.');
    expect(form.getByText('6 / 2,000 characters')).toBeTruthy();
    expect(comments.getAttribute('maxlength')).toBe('2000');

    await user.click(form.getByRole('button', { name: 'Submit evaluation' }));
    expect(await form.findByText('Evaluation submitted — thank you.')).toBeTruthy();
    expect(api.bodiesTo(SUBMIT)).toEqual([
      {
        questionnaireId: evaluation.id,
        answers: [
          { questionId: evaluationQuestions.rating.id, rating: 4 },
          { questionId: evaluationQuestions.objectives.id, optionIds: ['yes'] },
          // In the order shown, not the order ticked.
          { questionId: evaluationQuestions.topics.id, optionIds: ['duties', 'confidentiality'] },
          { questionId: evaluationQuestions.comments.id, text: 'Clear.' },
        ],
      },
    ]);
    expect(form.queryByRole('button', { name: 'Submit evaluation' })).toBeNull();
  });

  it('after a failed knowledge check shows the score, the attempts left and why each answer was wrong; the lawyer retakes it', async () => {
    let check = makeKnowledgeCheck();
    const failed: QuestionnaireResult = makeResult(check, {
      attempt: { attempt: 1, submittedAt: '2026-03-05T14:55:00.000Z', scorePercent: 50, passed: false },
      satisfied: false,
      attemptsRemaining: 2,
      incorrect: [
        {
          questionId: knowledgeQuestions.disclosure.id,
          prompt: knowledgeQuestions.disclosure.prompt,
          explanation: 'Both its terms and its data retention bear on confidentiality (Rule 1.6).',
        },
      ],
    });
    const api = stubQuestionnaires(
      () => [check],
      (_body, index) => {
        if (index === 0) {
          check = { ...check, latestAttempt: failed.attempt, attemptsRemaining: 2 };
          return { status: 201, body: failed };
        }
        const passed = {
          attempt: 2,
          submittedAt: '2026-03-05T15:00:00.000Z',
          scorePercent: 100,
          passed: true,
        };
        check = { ...check, latestAttempt: passed, attemptsRemaining: 0, satisfied: true };
        return {
          status: 201,
          body: makeResult(check, { attempt: passed, satisfied: true, attemptsRemaining: 0 }),
        };
      },
    );
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress() });
    await screen.findByRole('heading', { level: 3, name: 'Knowledge check' });
    const form = card('Knowledge check');
    expect(form.getByText('Pass mark: 70%. 3 attempts allowed.')).toBeTruthy();

    const competence = () => form.getByRole('group', { name: /^1\. Which rule sets/ });
    const disclosure = () => form.getByRole('group', { name: /^2\. What must a lawyer check/ });
    await user.click(within(competence()).getByRole('radio', { name: 'Model Rule 1.1' }));
    await user.click(form.getByRole('button', { name: 'Submit answers' }));
    // The multiple-choice question is required too.
    expect(within(disclosure()).getByText('Choose at least one answer.')).toBeTruthy();
    expect(api.countOf(SUBMIT)).toBe(0);
    await user.click(within(disclosure()).getByRole('checkbox', { name: 'Its terms of service' }));
    await user.click(form.getByRole('button', { name: 'Submit answers' }));

    expect(
      await form.findByText(/You scored 50%; the pass mark is 70%\. 2 attempts remaining\./),
    ).toBeTruthy();
    expect(form.getByRole('heading', { level: 4, name: 'Questions to review' })).toBeTruthy();
    expect(form.getByText('What must a lawyer check before using an AI tool?')).toBeTruthy();
    expect(
      form.getByText('Both its terms and its data retention bear on confidentiality (Rule 1.6).'),
    ).toBeTruthy();
    expect(form.queryByRole('button', { name: 'Submit answers' })).toBeNull();

    // Retake: the questions again, empty, with the last score above them.
    await user.click(form.getByRole('button', { name: 'Retake the knowledge check' }));
    expect(
      form.getByText(/Your last attempt scored 50%; the pass mark is 70%\. 2 attempts remaining\./),
    ).toBeTruthy();
    expect(
      within(competence()).getByRole<HTMLInputElement>('radio', { name: 'Model Rule 1.1' }).checked,
    ).toBe(false);
    await user.click(within(competence()).getByRole('radio', { name: 'Model Rule 1.1' }));
    await user.click(within(disclosure()).getByRole('checkbox', { name: 'Its terms of service' }));
    await user.click(within(disclosure()).getByRole('checkbox', { name: 'How it keeps data' }));
    await user.click(form.getByRole('button', { name: 'Submit answers' }));
    expect(await form.findByText('Knowledge check passed — you scored 100%.')).toBeTruthy();
    expect(api.bodiesTo(SUBMIT)).toHaveLength(2);
    expect(api.bodiesTo(SUBMIT)[1]).toEqual({
      questionnaireId: check.id,
      answers: [
        { questionId: knowledgeQuestions.competence.id, optionIds: ['r11'] },
        { questionId: knowledgeQuestions.disclosure.id, optionIds: ['terms', 'retention'] },
      ],
    });
  });

  it('shows the server’s message when it refuses a submission', async () => {
    const check = makeKnowledgeCheck({ questions: [knowledgeQuestions.competence] });
    stubQuestionnaires(() => [check], {
      status: 409,
      body: {
        error: { code: 'NO_ATTEMPTS_LEFT', message: 'You have no attempts left at this knowledge check.' },
      },
    });
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress() });
    await screen.findByRole('heading', { level: 3, name: 'Knowledge check' });
    const form = card('Knowledge check');
    await user.click(form.getByRole('radio', { name: 'Model Rule 1.6' }));
    await user.click(form.getByRole('button', { name: 'Submit answers' }));
    expect(await form.findByRole('alert')).toBeTruthy();
    await waitFor(() =>
      expect(form.getByRole('alert').textContent).toBe('You have no attempts left at this knowledge check.'),
    );
  });

  it('marks the questions a 400 ANSWERS_INVALID names', async () => {
    const evaluation = makeEvaluation({ questions: [evaluationQuestions.objectives] });
    stubQuestionnaires(() => [evaluation], {
      status: 400,
      body: {
        error: {
          code: 'ANSWERS_INVALID',
          message: 'Some answers do not fit their questions.',
          details: { questionIds: [evaluationQuestions.objectives.id] },
        },
      },
    });
    const user = userEvent.setup();
    renderPanel({ progress: watchedProgress() });
    await screen.findByRole('heading', { level: 3, name: 'Course evaluation' });
    const form = card('Course evaluation');
    await user.click(form.getByRole('radio', { name: 'No' }));
    await user.click(form.getByRole('button', { name: 'Submit evaluation' }));
    expect(await form.findByText('Check this answer.')).toBeTruthy();
    expect(form.getByRole('alert').textContent).toBe('Some answers do not fit their questions.');
  });
});
