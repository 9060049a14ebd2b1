import { Link, useLocation, useNavigate } from 'react-router';
import { LogIn, LogOut, Settings, User } from 'lucide-react';
import type { AuthUser } from '@tradeworks/contracts/auth';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { initials } from '@/lib/format';
import { forgetOfflineAnswers } from '@/lib/service-worker';
import { displayName } from '@/features/auth/lib/display-name';
import { forgetDayCopies } from '@/features/my-day/public';

export const LOGOUT_ENDPOINT = '/api/logout';

/** Signs out with a POST (a GET link could be triggered by another site) and goes to the sign-in page. */
export async function logOut(): Promise<void> {
  await fetch(LOGOUT_ENDPOINT, { method: 'POST', credentials: 'include' }).catch(() => undefined);
  forgetDayCopies();
  await forgetOfflineAnswers();
  window.location.assign('/login');
}

interface UserMenuProps {
  user: AuthUser | undefined;
  loading: boolean;
}

/** Spec part 1 §2: avatar, name and e-mail; 'My Account' with Profile, Settings, Log out. */
export function UserMenu({ user, loading }: UserMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();

  if (loading) {
    return (
      <div className="flex items-center gap-2 px-1 text-sm text-muted-foreground" aria-live="polite">
        <Skeleton className="size-8 rounded-full" />
        <span>Loading...</span>
      </div>
    );
  }

  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}>
          <LogIn aria-hidden="true" />
          Login
        </Link>
      </Button>
    );
  }

  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="h-10 gap-2.5 px-1.5 sm:pr-2.5"
          aria-label={`Account menu for ${name}`}
        >
          <Avatar>
            {user.profileImageUrl && <AvatarImage src={user.profileImageUrl} alt="" />}
            <AvatarFallback>{initials(user.firstName, user.lastName, user.email)}</AvatarFallback>
          </Avatar>
          <span className="hidden min-w-0 flex-col items-start text-left leading-tight md:flex">
            <span className="max-w-72 truncate text-sm font-medium">{name}</span>
            <span className="max-w-72 truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <div className="px-2 pb-1.5 md:hidden">
          <p className="text-sm font-medium wrap-anywhere">{name}</p>
          <p className="text-xs text-muted-foreground wrap-anywhere">{user.email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <User aria-hidden="true" />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <Settings aria-hidden="true" />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            void logOut();
          }}
        >
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
