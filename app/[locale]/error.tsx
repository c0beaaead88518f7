'use client';

import { ErrorScreen } from '@/components/sections/errors/ErrorScreen';

export default function ErrorBoundary(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <ErrorScreen {...props} />;
}
