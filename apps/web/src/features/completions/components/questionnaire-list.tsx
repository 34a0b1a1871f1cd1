import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { useCourseQuestionnaires } from '../api/get-course-questionnaires';
import { QuestionnaireCard } from './questionnaire-card';

/**
 * The course's questionnaires (the evaluation first, then a knowledge check when the course has one). Mounted once
 * the program is watched: they open only then.
 */
export function QuestionnaireList({ courseKey }: { courseKey: string }) {
  const questionnaires = useCourseQuestionnaires(courseKey);

  if (questionnaires.isError) {
    return (
      <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
        <p>We could not load the questionnaires. {errorReason(questionnaires.error, 'Please try again.')}</p>
        <Button
          variant="secondary"
          text="Retry"
          className="mt-2"
          loading={questionnaires.isFetching}
          onClick={() => void questionnaires.refetch()}
        />
      </div>
    );
  }
  if (!questionnaires.data) {
    return (
      <div aria-busy="true" className="space-y-2">
        <p role="status" className="sr-only">
          Loading the questionnaires…
        </p>
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  const items = [...questionnaires.data.items].sort(
    (a, b) => Number(a.kind !== 'EVALUATION') - Number(b.kind !== 'EVALUATION'),
  );
  return (
    <div className="space-y-4">
      {items.map((questionnaire) => (
        <QuestionnaireCard key={questionnaire.id} courseKey={courseKey} questionnaire={questionnaire} />
      ))}
    </div>
  );
}
