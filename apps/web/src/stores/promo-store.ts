import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** When each user last dismissed the membership promo (docs/product-rules.md#membership-promo): user id → epoch milliseconds. */
export interface PromoState {
  dismissedAt: Record<string, number>;
  dismiss: (userId: string, at: number) => void;
}

export const usePromoStore = create<PromoState>()(
  persist(
    (set) => ({
      dismissedAt: {},
      dismiss: (userId, at) => set((state) => ({ dismissedAt: { ...state.dismissedAt, [userId]: at } })),
    }),
    { name: 'counsel-promo', version: 1, partialize: ({ dismissedAt }) => ({ dismissedAt }) },
  ),
);
