import type { Role } from '@counsel/domain';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * Client-held user state (docs/product-rules.md#client-held-state), persisted in localStorage under 'counsel-user': who is signed in and what they
 * chose before signing in or paying. Server data (subscription, firm) lives in TanStack queries, not here.
 */
export interface UserState {
  role: Role;
  userId: string | null;
  /** The course a visitor wanted before signing in or subscribing. */
  intendedCourseId: string | null;
  /** The subscription price, product and seats chosen before checkout. */
  intendedPriceId: string | null;
  intendedProductId: string | null;
  intendedSeats: number | null;
  /** Token of an enterprise invitation being accepted. */
  invitationToken: string | null;
  isFirstTimeUser: boolean;
}

/** A membership chosen before checkout: our price id (Stripe lookup key), the plan's product id, the seats. */
export interface IntendedPlan {
  priceId: string;
  productId: string;
  seats: number;
}

export interface UserActions {
  setIntendedCourse: (courseId: string | null) => void;
  /** Keeps the plan a visitor chose while they sign up (or forgets it: null). */
  setIntendedPlan: (plan: IntendedPlan | null) => void;
  /** Set on sign-up; cleared once the first-time set-up (onboarding) is finished or skipped. */
  setFirstTimeUser: (value: boolean) => void;
  reset: () => void;
}

export const initialUserState: UserState = {
  role: 'VISITOR',
  userId: null,
  intendedCourseId: null,
  intendedPriceId: null,
  intendedProductId: null,
  intendedSeats: null,
  invitationToken: null,
  isFirstTimeUser: false,
};

export const useUserStore = create<UserState & UserActions>()(
  persist(
    (set) => ({
      ...initialUserState,
      setIntendedCourse: (courseId) => set({ intendedCourseId: courseId }),
      setIntendedPlan: (plan) =>
        set({
          intendedPriceId: plan?.priceId ?? null,
          intendedProductId: plan?.productId ?? null,
          intendedSeats: plan?.seats ?? null,
        }),
      setFirstTimeUser: (value) => set({ isFirstTimeUser: value }),
      reset: () => set({ ...initialUserState }),
    }),
    {
      name: 'counsel-user',
      version: 1,
      // Only the state itself: copies an older version kept (subscription, enterprise) are dropped on the next write.
      partialize: ({
        role,
        userId,
        intendedCourseId,
        intendedPriceId,
        intendedProductId,
        intendedSeats,
        invitationToken,
        isFirstTimeUser,
      }): UserState => ({
        role,
        userId,
        intendedCourseId,
        intendedPriceId,
        intendedProductId,
        intendedSeats,
        invitationToken,
        isFirstTimeUser,
      }),
    },
  ),
);

/** The plan chosen before checkout, when all three parts are there. */
export function selectIntendedPlan(state: UserState): IntendedPlan | null {
  const { intendedPriceId, intendedProductId, intendedSeats } = state;
  if (!intendedPriceId || !intendedProductId || intendedSeats === null) return null;
  return { priceId: intendedPriceId, productId: intendedProductId, seats: intendedSeats };
}
