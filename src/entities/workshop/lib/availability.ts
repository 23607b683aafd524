import { WORKSHOP_FULL_LABEL, type WorkshopDto, type WorkshopStatus } from '@contract';

export const WORKSHOP_STATUS_LABELS: Record<WorkshopStatus, string> = {
  open: 'Open',
  full: WORKSHOP_FULL_LABEL,
  ended: 'Ended',
};

/** "12 seats left", "1 seat left". */
export function seatsLeftLabel(seats: number): string {
  return `${seats} ${seats === 1 ? 'seat' : 'seats'} left`;
}

/**
 * What a visitor is told about a workshop's places: ended, fully booked, the seats left of a limited one
 * still open; null for an open workshop without a seat limit.
 */
export function workshopAvailability(workshop: Pick<WorkshopDto, 'status' | 'seatsLeft'>): string | null {
  if (workshop.status !== 'open') return WORKSHOP_STATUS_LABELS[workshop.status];
  return workshop.seatsLeft === null ? null : seatsLeftLabel(workshop.seatsLeft);
}
