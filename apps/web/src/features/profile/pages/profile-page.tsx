import { useEffect } from 'react';
import { AlertCircle, CalendarDays } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, initials } from '@/lib/format';
import { useCurrentUser, displayName } from '@/features/auth/public';
import { ChangePasswordCard } from '../components/change-password-card';

/** /profile — the account's details (read-only: they come from the sign-in account) and Change password. */
export function ProfilePage() {
  const { data: user, isPending, isError } = useCurrentUser();

  useEffect(() => {
    document.title = 'Profile · Tradeworks';
  }, []);

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Profile" description="Your account details and password." />
      {isPending ? (
        <Card role="status" aria-busy="true" aria-label="Loading profile">
          <CardContent className="grid gap-4 pt-6 sm:pt-6">
            <div className="flex items-center gap-4">
              <Skeleton className="size-16 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-4 w-56" />
              </div>
            </div>
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </CardContent>
        </Card>
      ) : isError || !user ? (
        <Card>
          <EmptyState icon={AlertCircle} title="Failed to load your profile. Please try again." />
        </Card>
      ) : (
        <Card>
          <CardHeader className="flex-row items-center gap-4 pb-5 sm:pb-6">
            <Avatar className="size-16 text-lg">
              {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
              <AvatarFallback className="text-lg">
                {initials(user.firstName, user.lastName, user.email)}
              </AvatarFallback>
            </Avatar>
            <div className="min-w-0 space-y-1">
              <CardTitle className="truncate text-lg">{displayName(user)}</CardTitle>
              <CardDescription className="truncate">{user.email}</CardDescription>
              <div className="flex flex-wrap gap-1.5 pt-1">
                {user.activeTenant?.role && (
                  <Badge variant="secondary" className="capitalize">
                    {user.activeTenant.role}
                  </Badge>
                )}
                {user.is_super_admin && <Badge variant="info">Super Admin</Badge>}
              </div>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name">
              <Input readOnly value={user.firstName ?? ''} />
            </FormField>
            <FormField label="Last name">
              <Input readOnly value={user.lastName ?? ''} />
            </FormField>
            <FormField label="Email" className="sm:col-span-2">
              <Input readOnly type="email" value={user.email} />
            </FormField>
            <div className="flex items-center gap-2 text-sm text-muted-foreground sm:col-span-2">
              <CalendarDays className="size-4" aria-hidden="true" />
              <span>
                Member since <span className="font-medium text-foreground">{formatDate(user.createdAt)}</span>
              </span>
            </div>
          </CardContent>
        </Card>
      )}
      {user &&
        (user.hasPassword ? (
          <ChangePasswordCard />
        ) : (
          <Card className="mt-6">
            <CardHeader>
              <CardTitle className="text-base">Password</CardTitle>
              <CardDescription>
                You sign in with single sign-on, so this account has no Tradeworks password to change. Your
                password is managed by your organization&apos;s sign-in provider.
              </CardDescription>
            </CardHeader>
          </Card>
        ))}
    </div>
  );
}
