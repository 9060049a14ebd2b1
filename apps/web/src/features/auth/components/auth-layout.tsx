import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { BrandMark, PRODUCT_NAME, PRODUCT_TAGLINE } from '@/components/brand-mark';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { ThemeToggle } from '@/components/theme-toggle';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The centred card of the signed-out screens: sign-in, first-run set-up, set password. */
export function AuthLayout({ title, description, children }: AuthLayoutProps) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-page px-4 py-10">
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <main className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <BrandMark className="size-11 rounded-xl [&_svg]:size-5" />
          <div>
            <p className="text-2xl font-semibold tracking-tight">{PRODUCT_NAME}</p>
            <p className="text-sm text-muted-foreground">{PRODUCT_TAGLINE}</p>
          </div>
          <Badge variant="info" className="gap-1.5 px-2.5 py-1">
            <ShieldCheck aria-hidden="true" />
            Secure Multi-Tenant Platform
          </Badge>
        </div>
        <Card className="shadow-sm">
          <CardHeader>
            <h1 className="text-lg font-semibold leading-tight tracking-tight">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
      </main>
    </div>
  );
}
