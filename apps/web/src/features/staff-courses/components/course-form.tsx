import { Controller, useForm } from 'react-hook-form';
import type { StaffCourse, StaffCourseInput } from '@counsel/contracts';
import { COURSE_LEVELS } from '@counsel/contracts/constants';
import { Button } from '../../../components/ui/button';
import { FieldError, FormAlert, FormInput, FormSelect } from '../../../components/ui/form-field';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { CourseFormOutput, CourseFormValues } from '../lib/course-form-schema';
import { SpeakerPicker } from './speaker-picker';

const resolver = lazyZodResolver(() =>
  import('../lib/course-form-schema').then((module) => module.CourseFormSchema),
);
const LEVEL_LABELS = { BEGINNER: 'Beginner', INTERMEDIATE: 'Intermediate', ADVANCED: 'Advanced' } as const;
const TEXTAREA =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 shadow-sm';

function valuesOf(course: StaffCourse | undefined): CourseFormValues {
  return {
    slug: course?.slug ?? '',
    title: course?.title ?? '',
    summary: course?.summary ?? '',
    description: course?.description ?? '',
    level: course?.level ?? 'INTERMEDIATE',
    durationMinutes: course?.durationMinutes ?? 60,
    price: course?.priceCents == null ? '' : (course.priceCents / 100).toFixed(2),
    thumbnailUrl: course?.thumbnailUrl ?? '',
    practiceAreas: course?.practiceAreas.map((area) => area.slug).join(', ') ?? '',
    speakerIds: course?.speakers.map((speaker) => speaker.id) ?? [],
  };
}

/** The form's output as the API takes it (a new draft is on demand). */
export function toCourseInput(output: CourseFormOutput): StaffCourseInput {
  return {
    slug: output.slug,
    title: output.title,
    summary: output.summary,
    description: output.description,
    format: 'ON_DEMAND',
    level: output.level,
    durationMinutes: output.durationMinutes,
    priceCents: output.price,
    thumbnailUrl: output.thumbnailUrl,
    practiceAreaSlugs: output.practiceAreas,
    speakerIds: output.speakerIds,
  };
}

export interface CourseFormProps {
  /** The course to edit; without it the form creates a draft. */
  course?: StaffCourse;
  saving: boolean;
  /** The API's refusal, shown above the button. */
  error: string | null;
  onSubmit: (input: StaffCourseInput) => void;
}

/** A course's details, speakers and practice areas (react-hook-form, validated by the contract's schema). */
export function CourseForm({ course, saving, error, onSubmit }: CourseFormProps) {
  const form = useForm<CourseFormValues, unknown, CourseFormOutput>({
    resolver,
    defaultValues: valuesOf(course),
  });
  const { errors } = form.formState;
  const message = error ?? formLevelError(errors);
  const published = course?.status === 'published';

  return (
    <form
      noValidate
      aria-label={course ? 'Course details' : 'New course'}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
      onSubmit={(event) => void form.handleSubmit((output) => onSubmit(toCourseInput(output)))(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          id="course-title"
          label="Title"
          error={errors.title?.message}
          {...form.register('title')}
        />
        <FormInput
          id="course-slug"
          label="Address (slug)"
          hint="Lower-case words joined by hyphens: the course page's address."
          error={errors.slug?.message}
          {...form.register('slug')}
        />
      </div>
      <div>
        <label htmlFor="course-summary" className="mb-1 block text-sm font-medium text-slate-800">
          Summary
        </label>
        <textarea id="course-summary" rows={2} className={TEXTAREA} {...form.register('summary')} />
        <FieldError id="course-summary-error" message={errors.summary?.message} />
      </div>
      <div>
        <label htmlFor="course-description" className="mb-1 block text-sm font-medium text-slate-800">
          Description
        </label>
        <p id="course-description-hint" className="mb-1 text-sm text-slate-600">
          Plain text: separate paragraphs with a blank line. HTML is not allowed.
        </p>
        <textarea
          id="course-description"
          rows={8}
          aria-describedby="course-description-hint"
          className={TEXTAREA}
          {...form.register('description')}
        />
        <FieldError id="course-description-error" message={errors.description?.message} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput
          id="course-duration"
          label="Duration (minutes)"
          type="number"
          min={1}
          hint={published ? 'Changing it moves the course to a new credit version.' : undefined}
          error={errors.durationMinutes?.message}
          {...form.register('durationMinutes', { valueAsNumber: true })}
        />
        <FormSelect
          id="course-level"
          label="Level"
          options={COURSE_LEVELS.map((level) => ({ value: level, label: LEVEL_LABELS[level] }))}
          error={errors.level?.message}
          {...form.register('level')}
        />
        <FormInput
          id="course-price"
          label="Price (USD)"
          labelSuffix="(optional)"
          hint="Empty: members only."
          error={errors.price?.message}
          {...form.register('price')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormInput
          id="course-practice-areas"
          label="Practice areas"
          hint="Slugs separated by commas, e.g. ethics, family."
          error={errors.practiceAreas?.message}
          {...form.register('practiceAreas')}
        />
        <FormInput
          id="course-thumbnail"
          label="Thumbnail address"
          labelSuffix="(optional)"
          error={errors.thumbnailUrl?.message}
          {...form.register('thumbnailUrl')}
        />
      </div>
      <Controller
        control={form.control}
        name="speakerIds"
        render={({ field }) => <SpeakerPicker selected={field.value} onChange={field.onChange} />}
      />
      <FormAlert id="course-form-alert" message={message} />
      <Button type="submit" text={course ? 'Save changes' : 'Create draft'} loading={saving} />
    </form>
  );
}
