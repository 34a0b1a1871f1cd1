import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useFetchZoomSignature } from '../api/get-zoom-signature';
import { buildZoomClientViewPath } from '../lib/zoom-launch-params';

/**
 * Join: fetches the course's Zoom signature (kept 60 s) and opens the live room (`/zoom-client-view?…`), whose Leave
 * comes back to `leaveUrl` (the course page); for a session held on Zoom, as a page load (cross-origin isolated). A refusal (too early, closed, not registered) is the mutation's error.
 */
export function useJoinLiveSession(courseId: string, leaveUrl: string) {
  const fetchSignature = useFetchZoomSignature();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => fetchSignature(courseId),
    onSuccess: (signature) => {
      const path = buildZoomClientViewPath(signature, leaveUrl);
      // Zoom's Client View wants a cross-origin isolated page, which only a page load from the server gives.
      if (signature.room === 'ZOOM') window.location.assign(path);
      else void navigate(path);
    },
  });
}
