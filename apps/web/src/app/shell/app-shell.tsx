import type { ReactNode } from 'react';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { TooltipProvider } from '@/components/ui/tooltip';
import { SendEmailDialogHost } from '@/features/emails/components/send-email-dialog-host';
import { Header } from './header';
import { RouteProgress } from './route-progress';
import { AppSidebar } from './sidebar';
import { SidebarProvider } from './sidebar-context';

/** Sidebar + header around the signed-in screens. */
export function AppShell({
  user,
  loading = false,
  children,
}: {
  user: AuthUser | undefined;
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <TooltipProvider>
      <SidebarProvider>
        <RouteProgress />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <AppSidebar user={user} />
        <div className="flex min-w-0 flex-1 flex-col">
          <Header user={user} loading={loading} />
          <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            {children}
          </main>
        </div>
        <SendEmailDialogHost />
      </SidebarProvider>
    </TooltipProvider>
  );
}
