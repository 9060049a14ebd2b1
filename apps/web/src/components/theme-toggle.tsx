import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { setTheme, useTheme, type ResolvedTheme } from '@/lib/theme';

interface ThemeToggleProps {
  /** Called after the theme changed, e.g. to save it in the personal settings. */
  onChange?: (theme: ResolvedTheme) => void;
}

/** Switches between light and dark (from 'system' it switches to the opposite of what is shown). */
export function ThemeToggle({ onChange }: ThemeToggleProps) {
  const { resolved } = useTheme();
  const next: ResolvedTheme = resolved === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      onClick={() => {
        setTheme(next);
        onChange?.(next);
      }}
    >
      {resolved === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
