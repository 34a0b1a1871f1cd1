import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The scroll position store (docs/product-rules.md#client-held-state): positions per path and the last path, kept for the browser tab's session. */
export interface ScrollPositionState {
  positions: Record<string, number>;
  lastPath: string | null;
  savePosition: (path: string, y: number) => void;
  clearPosition: (path: string) => void;
  clearAll: () => void;
}

export const useScrollPositionStore = create<ScrollPositionState>()(
  persist(
    (set) => ({
      positions: {},
      lastPath: null,
      savePosition: (path, y) =>
        set((state) => ({
          positions: { ...state.positions, [path]: Math.max(0, Math.round(y)) },
          lastPath: path,
        })),
      clearPosition: (path) =>
        set((state) => {
          const positions = Object.fromEntries(
            Object.entries(state.positions).filter(([key]) => key !== path),
          );
          return { positions, lastPath: state.lastPath === path ? null : state.lastPath };
        }),
      clearAll: () => set({ positions: {}, lastPath: null }),
    }),
    {
      name: 'counsel-scroll',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ positions, lastPath }) => ({ positions, lastPath }),
    },
  ),
);
