import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazily loaded screen is on its way. */
export function RouteProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/15"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}
