/**
 * Query keys of the built-in live room (not under `live`: registering elsewhere does not change an open room).
 */
export const liveRoomRootKey = ['live-room'] as const;
export const liveRoomQueryKey = (sessionId: string) => [...liveRoomRootKey, sessionId] as const;
export const liveQuestionsQueryKey = (sessionId: string) =>
  [...liveRoomRootKey, sessionId, 'questions'] as const;
