/** A firm's seats: PENDING and ACTIVE members each hold one (docs/product-rules.md#firms). */
export interface FirmSeats {
  seatsPurchased: number;
  seatsInUse: number;
  /** Seats an invitation may still take. */
  seatsFree: number;
  /** Members beyond the seats purchased, after the seat count was lowered: remove this many to invite again. */
  overBy: number;
}

export function firmSeats(seatsPurchased: number, seatsInUse: number): FirmSeats {
  return {
    seatsPurchased,
    seatsInUse,
    seatsFree: Math.max(0, seatsPurchased - seatsInUse),
    overBy: Math.max(0, seatsInUse - seatsPurchased),
  };
}

/** Why `wanted` more seats cannot be taken, or null when they can. */
export function seatShortage(seats: FirmSeats, wanted: number): string | null {
  if (wanted <= seats.seatsFree) return null;
  return seats.seatsFree === 0
    ? `All ${seats.seatsPurchased} seats are taken (${seats.seatsInUse} in use). Buy more seats or remove a member first.`
    : `Only ${seats.seatsFree} of ${seats.seatsPurchased} seats are free. Buy more seats or invite fewer lawyers.`;
}
