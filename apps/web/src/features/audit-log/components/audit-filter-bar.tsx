import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@inkwell/contract';
import { Button } from '@/components/ui/button';
import { FilterSelect } from '@/components/ui/filter-select';
import { DateRangeFilter } from '@/components/ui/date-range-filter';
import { FilterInput } from '@/components/ui/filter-input';
import type { TAuditLogFilterState } from '../hooks/use-audit-log-filters';
import { AUDIT_TARGET_LABELS } from '../utils/audit-labels';
import { isFiltered } from '../utils/audit-log-query';

interface AuditFilterBarProps {
  filters: TAuditLogFilterState;
  /** Every admin who appears in the log (from the last answer). */
  admins: { id: number; email: string }[];
}

/** Who, what, on what and when: the selects and boxes that narrow the log. */
export function AuditFilterBar({ filters, admins }: AuditFilterBarProps) {
  const { query, setFilter } = filters;
  const adminId = query.admin_id ? String(query.admin_id) : '';
  const knownAdmin = admins.some(({ id }) => String(id) === adminId);
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <FilterSelect label="Admin" value={adminId} onChange={(value) => setFilter('admin_id', value)}>
        <option value="">All admins</option>
        {adminId && !knownAdmin ? <option value={adminId}>{`Admin #${adminId}`}</option> : null}
        {admins.map((admin) => (
          <option key={admin.id} value={admin.id}>
            {admin.email}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Action"
        value={query.action ?? ''}
        onChange={(value) => setFilter('action', value)}
      >
        <option value="">All actions</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Target"
        value={query.target_type ?? ''}
        onChange={(value) => setFilter('target_type', value)}
      >
        <option value="">All targets</option>
        {AUDIT_TARGET_TYPES.map((type) => (
          <option key={type} value={type}>
            {AUDIT_TARGET_LABELS[type]}
          </option>
        ))}
      </FilterSelect>
      <FilterInput
        label="Target id"
        inputMode="numeric"
        placeholder="e.g. 42"
        maxLength={64}
        value={filters.targetId}
        onChange={(event) => filters.setTargetId(event.target.value)}
      />
      <DateRangeFilter onChange={setFilter} />
      {isFiltered(query) ? (
        <Button
          variant="ghost"
          size="sm"
          className="col-span-full justify-self-start"
          onClick={filters.clear}
        >
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
