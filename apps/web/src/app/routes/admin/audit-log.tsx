import { AuditLog } from '@/features/audit-log/components/audit-log';

/** Admin: who did what, on what, and what it changed. */
export default function AuditLogRoute() {
  return (
    <div className="mx-auto max-w-7xl">
      <AuditLog />
    </div>
  );
}
