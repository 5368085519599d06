import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while a lazy route is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-gradient-to-r from-primary to-violet" />
    </div>
  );
}
