import { Menu, PanelLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useSidebar } from './sidebar-context';

/** Opens the mobile sheet, or collapses/expands the desktop sidebar (also Ctrl/Cmd+B). */
export function SidebarTrigger() {
  const { toggle, isMobile, open, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={isMobile ? 'Open navigation' : 'Toggle Sidebar'}
      aria-expanded={expanded}
      title={isMobile ? 'Open navigation' : 'Toggle Sidebar (Ctrl+B)'}
    >
      {isMobile ? <Menu aria-hidden="true" /> : <PanelLeft aria-hidden="true" />}
    </Button>
  );
}
