import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { pageTitle } from '../../config/app';
import { paths } from '../../config/paths';
import { errorReason } from '../../lib/error-reason';
import { useCreateStaffCourse } from '../../features/staff-courses/api/save-staff-course';
import { CourseEditor } from '../../features/staff-courses/components/course-editor';
import { CourseForm } from '../../features/staff-courses/components/course-form';

function NewCourse() {
  const create = useCreateStaffCourse();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">New course</h1>
        <p className="mt-2 text-slate-700">
          An on-demand course, saved as a draft. Add its credit lines and recording, then publish it.
        </p>
      </div>
      <CourseForm
        saving={create.isPending}
        error={error}
        onSubmit={(input) => {
          setError(null);
          create.mutate(input, {
            onSuccess: (course) => {
              toast.success('The draft was created.');
              void navigate(paths.staffCourse(course.id), { replace: true });
            },
            onError: (failure) => setError(errorReason(failure, 'please try again.')),
          });
        }}
      />
    </div>
  );
}

/** `/staff/courses/new` and `/staff/courses/:courseId`: a new draft, or one course's editor. */
function StaffCoursePage() {
  const { courseId } = useParams();
  return (
    <>
      <title>{pageTitle(courseId ? 'Edit course' : 'New course')}</title>
      <p className="mb-4 text-sm">
        <Link to={paths.staffCourses} className="text-brand-700 underline">
          All courses
        </Link>
      </p>
      {courseId ? <CourseEditor key={courseId} courseId={courseId} /> : <NewCourse />}
    </>
  );
}

export { StaffCoursePage as Component };
