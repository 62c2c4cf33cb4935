import { useMemo, useState, type ReactNode } from 'react';
import { TopUpContext, type TopUpActions } from './top-up-context';
import { TopUpDialog } from './top-up-dialog';

interface TopUpProviderProps {
  /** Billing is on; otherwise opening does nothing (BILLING=off hides the top-up). */
  enabled: boolean;
  children: ReactNode;
}

const inert: TopUpActions = { open: () => undefined };

/**
 * Lets any part of the signed-in console open the top-up dialog (`useTopUp().open()`). Each
 * opening starts afresh (amount 100, no error); nothing is fetched before the first.
 */
export function TopUpProvider({ enabled, children }: TopUpProviderProps) {
  const [dialog, setDialog] = useState({ open: false, session: 0 });
  const actions = useMemo<TopUpActions>(
    () => ({ open: () => setDialog((state) => ({ open: true, session: state.session + 1 })) }),
    [],
  );
  return (
    <TopUpContext value={enabled ? actions : inert}>
      {children}
      {enabled && dialog.session > 0 && (
        <TopUpDialog
          key={dialog.session}
          open={dialog.open}
          onClose={() => setDialog((state) => ({ ...state, open: false }))}
        />
      )}
    </TopUpContext>
  );
}
