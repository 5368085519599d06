import { TEST_MODE_LABEL } from '@inkwell/contract';
import { FlaskConical } from 'lucide-react';
import { Badge } from './badge';

/** Marks a gateway that takes no real money (the Sandbox) wherever a buyer sees its name. */
export function TestModeBadge() {
  return (
    <Badge variant="outline" className="border-dashed">
      <FlaskConical aria-hidden="true" />
      {TEST_MODE_LABEL}
    </Badge>
  );
}
