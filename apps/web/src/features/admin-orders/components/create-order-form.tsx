import { type TPlanPack } from '@inkwell/contract';
import { ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { PriceFields } from '@/components/price-fields';
import { FormField } from '@/components/ui/form-field';
import { PendingButton } from '@/components/ui/pending-button';
import { RadioCardGroup } from '@/components/ui/radio-card-group';
import { Textarea } from '@/components/ui/textarea';
import { adminOrderPath } from '@/config/paths';
import { formatPrice } from '@/lib/format-price';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateOrder } from '../api/create-order';
import {
  createOrderFormSchema,
  CUSTOM_PLAN,
  initialCreateOrderValues,
  planChoice,
} from '../utils/create-order-form';
import { BuyerPicker } from './buyer-picker';
import { CustomQuantities } from './custom-quantities';

interface CreateOrderFormProps {
  packs: readonly TPlanPack[];
  /** The buyer a link named (`?user=`). */
  initialUserId: number | null;
}

/** A manual order for a user, paid at once: a pack or custom quantities, at any price (0 is a gift). */
export function CreateOrderForm({ packs, initialUserId }: CreateOrderFormProps) {
  const form = useZodForm(createOrderFormSchema, initialCreateOrderValues(initialUserId));
  const { errors, register, values } = form;
  const mutation = useCreateOrder();
  const navigate = useNavigate();
  const user = register('user_id');
  const onSubmit = form.handleSubmit((data) => {
    mutation.mutate(data, {
      onSuccess: (order) => {
        void toast.success(`Order #${order.id} created`);
        void navigate(adminOrderPath(order.id));
      },
      onError: form.applyApiError,
    });
  });
  const choices = [
    ...packs.map((pack) => ({
      value: String(pack.id),
      label: pack.plan,
      description: formatPrice(pack.price, pack.currency),
    })),
    { value: CUSTOM_PLAN, label: 'Custom quantities', description: 'Enter each amount yourself' },
  ];
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Create order" className="grid gap-6">
      <FormAlert message={form.formError} />
      <FormField id={user.id} label="User" error={errors.user_id} hint="Type part of their email or name.">
        <BuyerPicker
          id={user.id}
          value={values.user_id}
          onChange={(value) => form.setValue('user_id', value)}
          initialUserId={initialUserId}
          aria-invalid={user['aria-invalid']}
          aria-describedby={user['aria-describedby']}
        />
      </FormField>
      <RadioCardGroup
        name={form.fieldId('plan_id')}
        legend="What to give"
        options={choices}
        value={values.plan_id}
        onChange={(value) => form.setFields(planChoice(value, packs))}
        error={errors.plan_id}
      />
      {values.plan_id === CUSTOM_PLAN ? <CustomQuantities form={form} /> : null}
      <PriceFields
        price={register('price')}
        currency={register('currency')}
        priceError={errors.price}
        currencyError={errors.currency}
        priceHint="0 makes it a gift."
      />
      <FormField
        id={register('note').id}
        label="Note (optional)"
        error={errors.note}
        hint="Why this order was made; admins see it on the order."
      >
        <Textarea rows={3} maxLength={500} {...register('note')} />
      </FormField>
      <PendingButton
        type="submit"
        className="justify-self-start"
        pending={mutation.isPending}
        icon={ShoppingCart}
      >
        Create order
      </PendingButton>
    </form>
  );
}
