/** A full-page message: not found, loading, an error. */
export function PortalMessage({ title, text, busy }: { title: string; text: string; busy?: boolean }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-[var(--page)] p-6 text-[var(--foreground)]">
      <div className="max-w-md text-center" aria-busy={busy || undefined}>
        <h1 className="text-xl font-semibold">{title}</h1>
        {text && <p className="mt-2 text-[var(--muted-foreground)]">{text}</p>}
      </div>
    </main>
  );
}
