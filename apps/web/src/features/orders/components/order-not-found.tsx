import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** An order id that is not one of the signed-in user's orders (or no order id at all). */
export function OrderNotFound() {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <SearchX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">Order not found</h1>
      <p className="max-w-sm text-sm text-muted-foreground">
        This order doesn’t exist or belongs to another account.
      </p>
      <Button asChild variant="outline">
        <Link to={paths.currentPlan}>Go to your current plan</Link>
      </Button>
    </Card>
  );
}
