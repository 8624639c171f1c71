/** Everything the routed pages rely on: TanStack Query, the live channel, the session, toasts. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastViewport } from '../components/toast';
import { ApiError } from '../lib/http';
import { AuthProvider } from '../lib/auth/auth-context';
import { LiveProvider } from '../lib/live-context';
import { LoginHost } from './LoginHost';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a 4xx will not change on retry; network errors and 5xx get one more try
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
    },
  });
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <LiveProvider>
        <AuthProvider>
          {children}
          <LoginHost />
          <ToastViewport />
        </AuthProvider>
      </LiveProvider>
    </QueryClientProvider>
  );
}
