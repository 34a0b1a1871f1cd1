import { Copy } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorReason } from '../../../lib/error-reason';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';

type Confirming = 'replace' | 'turn-off' | null;

/** The new address, shown this once, with Copy. */
function NewFeedAddress({ url }: { url: string }) {
  return (
    <div className="space-y-2 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-200">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            id="calendar-feed-url"
            label="Your calendar address"
            value={url}
            onChange={() => undefined}
            readOnly
          />
        </div>
        <Button
          variant="secondary"
          text="Copy"
          icon={<Copy aria-hidden="true" className="size-4" />}
          aria-label="Copy the calendar address"
          onClick={() => {
            navigator.clipboard.writeText(url).then(
              () => toast.success('The address is copied.'),
              () => toast.error('The address could not be copied: select it and copy it yourself.'),
            );
          }}
        />
      </div>
      <p className="text-sm font-medium text-slate-800">
        This address is shown only now: copy it into your calendar app. Keep it private — anyone with it can
        see your sessions.
      </p>
    </div>
  );
}

/**
 * Settings › Calendar: the private calendar feed of the lawyer's registered sessions. Create makes an address (shown
 * once); an active feed can be replaced (the old address stops working) or turned off, each confirmed.
 */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const newUrl = create.data?.url ?? null;

  const createFeed = () =>
    create.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.success('Your calendar address is ready.');
      },
      onError: (error) => {
        setConfirming(null);
        toast.error(`No address was made: ${errorReason(error, 'please try again.')}`);
      },
    });

  if (feed.isError) {
    return (
      <div role="alert" className="space-y-3">
        <p className="text-sm text-slate-800">
          We could not check your calendar address: {errorReason(feed.error, 'something went wrong.')}
        </p>
        <Button
          variant="secondary"
          text="Retry"
          loading={feed.isFetching}
          onClick={() => void feed.refetch()}
        />
      </div>
    );
  }
  if (!feed.data) {
    return (
      <p role="status" className="text-sm text-slate-700">
        Checking your calendar address…
      </p>
    );
  }

  const active = feed.data.active;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800" role="status">
        {active ? 'Your calendar address is on.' : 'You have no calendar address.'}
      </p>
      {active && newUrl ? <NewFeedAddress url={newUrl} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {active ? (
          <>
            <Button
              variant="secondary"
              text="Replace address"
              onClick={() => {
                setConfirming('replace');
              }}
            />
            <Button
              variant="secondary"
              text="Turn off"
              onClick={() => {
                setConfirming('turn-off');
              }}
            />
          </>
        ) : (
          <Button text="Create calendar address" loading={create.isPending} onClick={createFeed} />
        )}
      </div>
      <ConfirmDialog
        open={confirming === 'replace'}
        title="Replace your calendar address?"
        confirmText="Replace address"
        busy={create.isPending}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={createFeed}
      >
        <p>
          You get a new address, shown once. The current one stops working: calendars that use it stop
          updating until you give them the new one.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'turn-off'}
        title="Turn off your calendar address?"
        confirmText="Turn off"
        confirmVariant="danger"
        busy={remove.isPending}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(null);
              create.reset();
              toast.success('Your calendar address is turned off.');
            },
            onError: (error) => {
              setConfirming(null);
              toast.error(`The address is still on: ${errorReason(error, 'please try again.')}`);
            },
          })
        }
      >
        <p>The address stops working: calendars that use it no longer show your live sessions.</p>
      </ConfirmDialog>
    </div>
  );
}
