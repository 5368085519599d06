import { MESSAGES, type TCustomPlanQuantities, type TPlan } from '@inkwell/contract';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

export interface BuyRequest {
  plan: TPlan;
  /** Present for the custom plan: the quantities chosen in the calculator. */
  quantities?: TCustomPlanQuantities;
}

/**
 * The one Buy Now handler (spec §4 "Purchase"). Visitors are sent to log in first; the
 * gateway chooser for logged-in users plugs in here.
 */
export function useBuyPlan(): (request: BuyRequest) => void {
  const navigate = useNavigate();
  const isAuth = useSession((state) => state.isAuth);
  return () => {
    if (isAuth) {
      void navigate(paths.currentPlan);
      return;
    }
    toast.error(MESSAGES.mustLoginToBuy);
    void navigate(paths.login);
  };
}
