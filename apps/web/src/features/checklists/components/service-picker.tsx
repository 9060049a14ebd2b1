import { useState } from 'react';
import { X } from 'lucide-react';
import type { Service } from '@tradeworks/contracts/services';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiFetchPage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useQuery } from '@tanstack/react-query';

interface ServicePickerProps {
  value: { id: string; name: string }[];
  onChange: (value: { id: string; name: string }[]) => void;
}

/** The catalogue services a template is attached to: search the catalogue, tick services, remove chips. */
export function ServicePicker({ value, onChange }: ServicePickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: ['checklists', 'service-picker', term],
    queryFn: () => apiFetchPage<Service>('/api/services', { query: { search: term, limit: 8, offset: 0 } }),
  });
  const chosen = new Set(value.map((s) => s.id));
  const toggle = (s: { id: string; name: string }) =>
    onChange(chosen.has(s.id) ? value.filter((v) => v.id !== s.id) : [...value, { id: s.id, name: s.name }]);
  return (
    <div className="grid gap-2">
      <Label htmlFor="template-service-search">Catalogue services</Label>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Attached services">
          {value.map((s) => (
            <li key={s.id}>
              <Badge variant="secondary" className="gap-1 py-1">
                {s.name}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-5"
                  onClick={() => toggle(s)}
                >
                  <X aria-hidden="true" />
                  <span className="sr-only">Detach {s.name}</span>
                </Button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Input
        id="template-service-search"
        type="search"
        placeholder="Search services..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <ul className="grid gap-1" aria-label="Services found">
        {(found.data?.items ?? []).map((s) => (
          <li key={s.id}>
            <label className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={chosen.has(s.id)}
                onChange={() => toggle(s)}
              />
              {s.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
