import { CUSTOM_PLAN_EMPTY_MESSAGE, MESSAGES } from '@inkwell/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { isEmptyPurchase, type Purchase } from '../utils/purchase';

/**
 * The one Buy Now handler. Visitors are sent to log in first; a signed-in buyer gets the
 * gateway chooser for what they picked (`purchase`, null while it is closed).
 */
export function useBuyPlan() {
  const navigate = useNavigate();
  const isAuth = useSession((state) => state.isAuth);
  const [purchase, setPurchase] = useState<Purchase | null>(null);

  const buy = (request: Purchase) => {
    if (!isAuth) {
      toast.error(MESSAGES.mustLoginToBuy);
      void navigate(paths.login);
      return;
    }
    if (isEmptyPurchase(request)) {
      toast.error(CUSTOM_PLAN_EMPTY_MESSAGE);
      return;
    }
    setPurchase(request);
  };

  return { buy, purchase, closeChooser: () => setPurchase(null) };
}
