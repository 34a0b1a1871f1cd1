import type { ZoomSignature } from '@counsel/contracts';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buildZoomMeetingPath, isMeetingMessage } from '../../../lib/zoom-meeting-link';

export interface ZoomMeetingFrameProps {
  signature: Pick<
    ZoomSignature,
    'meetingNumber' | 'signature' | 'userName' | 'userEmail' | 'password' | 'customerKey'
  >;
  title: string;
  /** Where leaving the meeting goes (the course page). */
  leaveHref: string;
}

/**
 * A session held on Zoom: Zoom's Client View in the Zoom meeting page (its own entry with Zoom's React 18.2, served
 * from our origin: ADR 015), framed in the live room so the attendance codes and questions stay beside it. When the
 * lawyer leaves the meeting, the room goes to the course page; when Zoom refuses the join, the room says so.
 */
export function ZoomMeetingFrame({ signature, title, leaveHref }: ZoomMeetingFrameProps) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const src = buildZoomMeetingPath({ ...signature, leaveUrl: leaveHref });

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || !isMeetingMessage(event.data)) return;
      const message = event.data;
      if (message.event === 'left') void navigate(message.leaveUrl);
      else if (message.event === 'error') setProblem(message.message);
      else setProblem(null);
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
    };
  }, [navigate]);

  return (
    <section aria-label="Zoom meeting" className="space-y-3">
      <div className="relative aspect-video min-h-[28rem] overflow-hidden rounded-xl border border-slate-200 bg-slate-900">
        <iframe
          title={`Zoom meeting: ${title}`}
          src={src}
          className="absolute inset-0 size-full"
          allow="camera; microphone; display-capture; fullscreen; autoplay; clipboard-write"
        />
      </div>
      <div role="status" aria-live="polite">
        {problem ? (
          <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Zoom did not let you in: {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
