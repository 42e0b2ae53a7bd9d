import type { ReactNode } from 'react';

/** The id of the current step's heading: it takes the focus when the step changes (LiveRoom). */
export const STEP_HEADING_ID = 'room-step-title';

/** The heading of the investor's current step. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <h2 id={STEP_HEADING_ID} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
      {children}
    </h2>
  );
}
