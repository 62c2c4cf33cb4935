import { createContext, useContext } from 'react';

export interface TopUpActions {
  /** Opens the top-up dialog (spec section 4), e.g. from a 402 answer's "Top up" action. */
  open(): void;
}

/** Provided by the app layout with the top-up dialog; outside it (tests) opening does nothing. */
export const TopUpContext = createContext<TopUpActions>({ open: () => undefined });

export const useTopUp = (): TopUpActions => useContext(TopUpContext);
