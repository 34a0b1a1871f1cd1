import type { ContactMessage, ContactMessageStatus, ContactReplyInput } from '@counsel/contracts';
import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPIC_LABELS } from '@counsel/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorReason } from '../../../lib/error-reason';
import { formatDateTime } from '../../../lib/format-date';
import { formLevelError, lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useChangeContactStatus } from '../api/change-contact-status';
import { useContactMessage } from '../api/get-contact-message';
import { useReplyToContactMessage } from '../api/reply-to-contact-message';
import { FormTextarea } from './form-textarea';
import { STATUS_LABELS, StatusBadge } from './status-badge';

const replyResolver = lazyZodResolver(() =>
  import('@counsel/contracts').then((contracts) => contracts.ContactReplyInputSchema),
);

function Paragraphs({ text }: { text: string }) {
  return (
    <div className="space-y-2 whitespace-pre-line break-words text-slate-800">
      {text.split(/\n\s*\n/).map((part, index) => (
        <p key={index}>{part}</p>
      ))}
    </div>
  );
}

function StatusControl({ message }: { message: ContactMessage }) {
  const change = useChangeContactStatus(message.id);
  const [status, setStatus] = useState<ContactMessageStatus>(message.status);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate(status, {
          onSuccess: (updated) => toast.success(`Marked ${STATUS_LABELS[updated.status].toLowerCase()}.`),
        });
      }}
    >
      <div>
        <label htmlFor="contact-status" className="mb-1 block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id="contact-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ContactMessageStatus)}
          className="block rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {CONTACT_MESSAGE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="secondary"
        text="Save status"
        loading={change.isPending}
        disabled={status === message.status}
      />
      {change.error ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {errorReason(change.error, 'The status could not be changed.')}
        </p>
      ) : null}
    </form>
  );
}

function ReplyForm({ message }: { message: ContactMessage }) {
  const reply = useReplyToContactMessage(message.id);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactReplyInput>({ resolver: replyResolver, defaultValues: { body: '' } });
  const send = async ({ body }: ContactReplyInput) => {
    try {
      await reply.mutateAsync(body);
    } catch {
      return; // The mutation holds the error; the form shows it.
    }
    reset();
    reply.reset();
    toast.success(`Reply sent to ${message.email}.`);
  };
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(send)(event)} className="space-y-3">
      <FormTextarea
        id="contact-reply"
        label={`Reply to ${message.name}`}
        hint={`Sent by e-mail to ${message.email}; the message becomes answered.`}
        rows={6}
        error={errors.body?.message}
        {...register('body')}
      />
      <FormAlert
        id="contact-reply-alert"
        message={
          reply.error ? errorReason(reply.error, 'The reply could not be sent.') : formLevelError(errors)
        }
      />
      <Button type="submit" text="Send reply" loading={isSubmitting} />
    </form>
  );
}

/** One message of the contact inbox: what the sender wrote, the replies, the status and the reply form. */
export function ContactMessageDetail({ id }: { id: string }) {
  const query = useContactMessage(id);
  if (query.isPending) return <Skeleton className="h-64 w-full" />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
        {errorReason(query.error, 'The message could not be loaded.')}
      </p>
    );
  }
  const message = query.data;
  return (
    <article aria-labelledby="contact-message-heading" className="space-y-6">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="contact-message-heading" className="text-xl font-semibold text-slate-900">
            {CONTACT_TOPIC_LABELS[message.topic]} from {message.name}
          </h2>
          <StatusBadge status={message.status} />
        </div>
        <p className="text-sm text-slate-700">
          <a href={`mailto:${message.email}`} className="text-brand-700 underline">
            {message.email}
          </a>{' '}
          · {formatDateTime(message.createdAt)}
        </p>
        {message.firmName || message.seats !== null ? (
          <p className="text-sm text-slate-700">
            {message.firmName ? `Firm: ${message.firmName}` : ''}
            {message.firmName && message.seats !== null ? ' · ' : ''}
            {message.seats !== null ? `Seats: ${message.seats}` : ''}
          </p>
        ) : null}
      </header>
      <Paragraphs text={message.message} />
      <StatusControl key={message.status} message={message} />
      <section aria-labelledby="contact-replies-heading" className="space-y-3">
        <h3 id="contact-replies-heading" className="text-base font-semibold text-slate-900">
          Replies
        </h3>
        {message.replies.length === 0 ? (
          <p className="text-sm text-slate-700">No reply yet.</p>
        ) : (
          <ol className="space-y-3">
            {message.replies.map((reply) => (
              <li key={reply.id} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                <p className="mb-2 text-xs text-slate-600">
                  {reply.staffEmail} · {formatDateTime(reply.createdAt)}
                </p>
                <Paragraphs text={reply.body} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <ReplyForm message={message} />
    </article>
  );
}
