import type { CoursePrice } from '@counsel/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/format-money';
import { startCourseCheckout } from '../api/start-course-checkout';
import { courseCheckoutErrorMessage } from '../lib/checkout-messages';

export interface BuyCourseButtonProps {
  courseId: string;
  price: CoursePrice;
}

/**
 * "Buy this course — $49": starts a one-course checkout, then the browser leaves for `checkout_url`. A refusal
 * (already bought, covered by a membership...) is a toast with the API's reason.
 */
export function BuyCourseButton({ courseId, price }: BuyCourseButtonProps) {
  const [starting, setStarting] = useState(false);
  const buy = async () => {
    setStarting(true);
    try {
      const { checkout_url: checkoutUrl } = await startCourseCheckout(courseId);
      window.location.assign(checkoutUrl);
    } catch (error) {
      setStarting(false);
      toast.error(courseCheckoutErrorMessage(error));
    }
  };
  return (
    <Button
      variant="subscription"
      fullWidth
      text={`Buy this course — ${formatMoney(price.amountCents, price.currency)}`}
      loading={starting}
      onClick={() => void buy()}
    />
  );
}
