import { LogoMark } from '@/components/layout/logo';

/** Shown for the split second while the first page's code loads. */
export default function HydrateFallback() {
  return (
    <div role="status" aria-label="Loading" className="grid min-h-dvh place-items-center">
      <LogoMark className="size-10 animate-pulse" />
    </div>
  );
}
