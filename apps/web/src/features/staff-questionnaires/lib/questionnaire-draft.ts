import type { SaveQuestionnaire, StaffQuestionnaire } from '@counsel/contracts';

/*
 * The editor's working copy of a questionnaire: text fields as typed, keys for React, and the conversion to the
 * PUT body (the server checks the rules again and says which question is wrong).
 */

export type QuestionType = 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'RATING' | 'FREE_TEXT';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  SINGLE_CHOICE: 'Single choice',
  MULTIPLE_CHOICE: 'Multiple choice',
  RATING: 'Rating scale',
  FREE_TEXT: 'Free text',
};

export interface DraftOption {
  id: string;
  label: string;
}

export interface DraftQuestion {
  key: string;
  type: QuestionType;
  prompt: string;
  required: boolean;
  options: DraftOption[];
  correct: string[];
  explanation: string;
  scaleMax: string;
  lowLabel: string;
  highLabel: string;
}

export interface Draft {
  title: string;
  description: string;
  passPercent: string;
  /** Empty: unlimited. */
  maxAttempts: string;
  questions: DraftQuestion[];
}

let counter = 0;
/** A key or option id nobody else in the editor has (lowercase, digits and hyphens, as the API wants). */
export function freshId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`.slice(0, 32);
}

export function blankQuestion(type: QuestionType = 'SINGLE_CHOICE'): DraftQuestion {
  return {
    key: freshId('q'),
    type,
    prompt: '',
    required: true,
    options:
      type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE'
        ? [
            { id: freshId('o'), label: '' },
            { id: freshId('o'), label: '' },
          ]
        : [],
    correct: [],
    explanation: '',
    scaleMax: '5',
    lowLabel: type === 'RATING' ? 'Strongly disagree' : '',
    highLabel: type === 'RATING' ? 'Strongly agree' : '',
  };
}

/** A question switched to another type keeps its prompt; options appear or go as the type needs. */
export function withType(question: DraftQuestion, type: QuestionType): DraftQuestion {
  const fresh = blankQuestion(type);
  const choice = type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
  return {
    ...fresh,
    key: question.key,
    prompt: question.prompt,
    required: question.required,
    options: choice && question.options.length >= 2 ? question.options : fresh.options,
    correct: choice && type === 'MULTIPLE_CHOICE' ? question.correct : question.correct.slice(0, 1),
    explanation: choice ? question.explanation : '',
  };
}

export function toDraft(
  questionnaire: StaffQuestionnaire | null,
  kind: 'EVALUATION' | 'KNOWLEDGE_CHECK',
): Draft {
  if (!questionnaire) {
    return {
      title: kind === 'EVALUATION' ? 'Course evaluation' : 'Knowledge check',
      description: '',
      passPercent: kind === 'KNOWLEDGE_CHECK' ? '70' : '',
      maxAttempts: kind === 'KNOWLEDGE_CHECK' ? '3' : '',
      questions: [blankQuestion()],
    };
  }
  return {
    title: questionnaire.title,
    description: questionnaire.description,
    passPercent: questionnaire.passPercent === null ? '' : String(questionnaire.passPercent),
    maxAttempts: questionnaire.maxAttempts === null ? '' : String(questionnaire.maxAttempts),
    questions: questionnaire.questions.map((question) => ({
      key: question.id,
      type: question.type,
      prompt: question.prompt,
      required: question.required,
      options: question.options,
      correct: question.correctOptionIds,
      explanation: question.explanation ?? '',
      scaleMax: String(question.scale?.max ?? 5),
      lowLabel: question.scale?.lowLabel ?? '',
      highLabel: question.scale?.highLabel ?? '',
    })),
  };
}

/** The PUT body of a draft (numbers parsed; the server validates). */
export function toRequest(draft: Draft, kind: 'EVALUATION' | 'KNOWLEDGE_CHECK'): SaveQuestionnaire {
  const knowledgeCheck = kind === 'KNOWLEDGE_CHECK';
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    passPercent: knowledgeCheck ? Number(draft.passPercent) : null,
    maxAttempts: knowledgeCheck && draft.maxAttempts.trim() !== '' ? Number(draft.maxAttempts) : null,
    questions: draft.questions.map((question, index) => {
      const choice = question.type === 'SINGLE_CHOICE' || question.type === 'MULTIPLE_CHOICE';
      return {
        position: index + 1,
        type: question.type,
        prompt: question.prompt.trim(),
        required: question.required,
        options: choice
          ? question.options.map((option) => ({ id: option.id, label: option.label.trim() }))
          : [],
        correctOptionIds: choice && knowledgeCheck ? question.correct : [],
        explanation:
          choice && knowledgeCheck && question.explanation.trim() ? question.explanation.trim() : null,
        scale:
          question.type === 'RATING'
            ? {
                max: Number(question.scaleMax),
                lowLabel: question.lowLabel.trim(),
                highLabel: question.highLabel.trim(),
              }
            : null,
      };
    }),
  };
}
