import type { AttendanceCodeRequest, WatchProgress } from '@counsel/contracts';
import { CircleCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert, FormInput } from '../../../components/ui/form-field';
import { errorReason } from '../../../lib/error-reason';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useEnterAttendanceCode } from '../api/enter-attendance-code';

const resolver = lazyZodResolver(() =>
  import('@counsel/contracts').then((contracts) => contracts.AttendanceCodeRequestSchema),
);

export interface AttendanceCodeFormProps {
  courseKey: string;
  progress: WatchProgress;
}

function codesEnteredText(count: number): string {
  return count === 1 ? 'You have entered 1 attendance code.' : `You have entered ${count} attendance codes.`;
}

/**
 * Where the lawyer enters the attendance codes shown during the video (four digits). The count entered so far is
 * shown, never how many there are; once the server says all are in, the form gives way to "All attendance codes
 * entered". A refused code shows the server's reason.
 */
export function AttendanceCodeForm({ courseKey, progress }: AttendanceCodeFormProps) {
  const enter = useEnterAttendanceCode(courseKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AttendanceCodeRequest>({ resolver, defaultValues: { code: '' } });
  const { codesEntered, complete } = progress.verification;

  const submit = async ({ code }: AttendanceCodeRequest) => {
    try {
      await enter.mutateAsync(code);
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    reset({ code: '' });
    toast.success('Attendance code accepted');
  };

  return (
    <section
      aria-labelledby="attendance-codes-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="attendance-codes-heading" className="text-lg font-semibold text-slate-900">
        Attendance codes
      </h2>
      {complete ? (
        <p className="mt-2 flex items-center gap-2 font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          All attendance codes entered
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Codes appear on the video while you watch. Note each one and enter it here; they verify your
            attendance for credit.
          </p>
          {codesEntered > 0 ? (
            <p className="mt-2 text-sm font-medium text-slate-900">{codesEnteredText(codesEntered)}</p>
          ) : null}
          <form
            noValidate
            onSubmit={(event) => void handleSubmit(submit)(event)}
            className="mt-3 flex flex-wrap items-start gap-3"
          >
            <div className="w-48">
              <FormInput
                id="attendance-code"
                label="Enter an attendance code"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                error={errors.code?.message}
                {...register('code')}
              />
            </div>
            <Button type="submit" text="Submit code" loading={isSubmitting} className="mt-6" />
            <div className="basis-full">
              <FormAlert
                id="attendance-code-alert"
                message={
                  enter.error
                    ? errorReason(enter.error, 'We could not check the code. Try again.')
                    : formLevelError(errors)
                }
              />
            </div>
          </form>
        </>
      )}
    </section>
  );
}
