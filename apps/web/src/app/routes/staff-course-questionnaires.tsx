import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { useCourseQuestionnaires } from '../../features/staff-questionnaires/api/staff-questionnaires-api';
import { QuestionnaireEditor } from '../../features/staff-questionnaires/components/questionnaire-editor';
import { errorReason } from '../../lib/error-reason';
import { formatDateTime } from '../../lib/format-date';

/** `/staff/questionnaires/:courseId`: a course's evaluation and knowledge check, and their earlier versions. */
function StaffCourseQuestionnairesPage() {
  const { courseId = '' } = useParams();
  const area = useCourseQuestionnaires(courseId);
  const back = (
    <Link
      to={paths.staffCourse(courseId)}
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to the course
    </Link>
  );
  if (area.isError) {
    return (
      <div className="space-y-4">
        <title>{pageTitle('Questionnaires')}</title>
        {back}
        <h1 className="text-3xl font-bold text-slate-900">Evaluation and knowledge check</h1>
        <p role="alert" className="text-slate-800">
          This course could not be loaded: {errorReason(area.error, 'please try again.')}
        </p>
        <Button variant="secondary" text="Retry" onClick={() => void area.refetch()} />
      </div>
    );
  }
  if (!area.data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <h1 className="sr-only">Evaluation and knowledge check</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const { evaluation, knowledgeCheck, retired } = area.data;
  return (
    <div className="space-y-8">
      <title>{pageTitle(`Questionnaires of ${area.data.courseTitle}`)}</title>
      {back}
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{area.data.courseTitle}</h1>
        <p className="mt-2 text-slate-700">
          Lawyers submit the evaluation, and pass the knowledge check if there is one, before they claim
          credit.
        </p>
      </div>
      <section
        aria-labelledby="evaluation-heading"
        className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="evaluation-heading" className="text-xl font-semibold text-slate-900">
          Evaluation
        </h2>
        <QuestionnaireEditor
          key={`${evaluation?.id ?? 'none'}-${evaluation?.version ?? 0}`}
          courseId={courseId}
          kind="EVALUATION"
          questionnaire={evaluation}
        />
      </section>
      <section
        aria-labelledby="knowledge-check-heading"
        className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="knowledge-check-heading" className="text-xl font-semibold text-slate-900">
          Knowledge check
        </h2>
        {knowledgeCheck ? null : (
          <p className="text-sm text-slate-700">
            This course has no knowledge check. Add one below to require lawyers to pass it for credit.
          </p>
        )}
        <QuestionnaireEditor
          key={`${knowledgeCheck?.id ?? 'none'}-${knowledgeCheck?.version ?? 0}`}
          courseId={courseId}
          kind="KNOWLEDGE_CHECK"
          questionnaire={knowledgeCheck}
        />
      </section>
      {retired.length > 0 ? (
        <section aria-labelledby="retired-heading" className="space-y-3">
          <h2 id="retired-heading" className="text-xl font-semibold text-slate-900">
            Earlier versions
          </h2>
          <ul className="space-y-1 text-sm text-slate-800">
            {retired.map((version) => (
              <li key={version.id}>
                {version.kind === 'EVALUATION' ? 'Evaluation' : 'Knowledge check'} version {version.version}{' '}
                (“
                {version.title}”): {version.questionCount} questions, {version.responseCount} responses,
                retired {formatDateTime(version.retiredAt)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { StaffCourseQuestionnairesPage as Component };
