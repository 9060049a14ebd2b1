/** Shown while the first screen's code loads. */
export function PageFallback() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center bg-page"
      role="status"
      aria-busy="true"
      aria-label="Loading"
    >
      <div className="size-6 animate-spin rounded-full border-2 border-primary/25 border-t-primary" />
    </div>
  );
}
