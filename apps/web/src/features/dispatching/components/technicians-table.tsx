import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { formatRating, type Technician } from '@tradeworks/contracts/technicians';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadBar, TechnicianStatusBadge } from './dispatch-badges';

/** Name, Skills, Load (currentJobs ÷ maxJobs), Rating (one decimal or N/A), Status. */
export function TechniciansTable({ technicians, canEdit }: { technicians: Technician[]; canEdit: boolean }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Technician</TableHead>
          <TableHead className="hidden md:table-cell">Skills</TableHead>
          <TableHead>Load</TableHead>
          <TableHead className="hidden sm:table-cell">Rating</TableHead>
          <TableHead className="hidden sm:table-cell">Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {technicians.map((tech) => (
          <TableRow key={tech.id}>
            <TableCell className="max-w-56">
              <Link to={`/dispatching/technicians/${tech.id}`} className="font-medium hover:underline">
                {tech.name}
              </Link>
              {!tech.isActive && (
                <Badge variant="outline" className="ml-2">
                  Inactive
                </Badge>
              )}
              <p className="truncate text-xs text-muted-foreground">
                {[tech.email ?? tech.phone, `${tech.workStart}–${tech.workEnd}`].filter(Boolean).join(' · ')}
              </p>
            </TableCell>
            <TableCell className="hidden md:table-cell">
              <div className="flex max-w-72 flex-wrap gap-1">
                {tech.skills.map((skill) => (
                  <Badge key={skill} variant="secondary">
                    {skill}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell>
              <LoadBar current={tech.currentJobs} max={tech.maxJobs} />
            </TableCell>
            <TableCell className="hidden tabular-nums sm:table-cell">{formatRating(tech.rating)}</TableCell>
            <TableCell className="hidden sm:table-cell">
              <TechnicianStatusBadge status={tech.status} />
            </TableCell>
            <TableCell className="text-right">
              {canEdit && (
                <Button asChild variant="ghost" size="icon-sm">
                  <Link to={`/dispatching/technicians/${tech.id}`} aria-label={`Edit ${tech.name}`}>
                    <Pencil aria-hidden="true" />
                  </Link>
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
