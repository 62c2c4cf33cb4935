import { useState } from 'react';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers/app-providers';
import { AppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <AppRouter />
    </AppProviders>
  );
}
