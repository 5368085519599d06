import { PriceFields } from '@/components/price-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import type { useZodForm } from '@/lib/use-zod-form';
import type { TPackValues } from '../utils/pack-form';

type TPackForm = ReturnType<typeof useZodForm<never, TPackValues>>;

/** Name, description, price, currency and the two switches of a pack. */
export function PackFormFields({
  form,
}: {
  form: Pick<TPackForm, 'register' | 'errors' | 'values' | 'setValue'>;
}) {
  const { register, errors, values } = form;
  return (
    <>
      <FormField id={register('name').id} label="Name" error={errors.name}>
        <Input autoComplete="off" maxLength={60} {...register('name')} />
      </FormField>
      <FormField
        id={register('description').id}
        label="Description (optional)"
        error={errors.description}
        hint="A line buyers read under the name."
      >
        <Textarea rows={2} maxLength={300} {...register('description')} />
      </FormField>
      <PriceFields
        price={register('price')}
        currency={register('currency')}
        priceError={errors.price}
        currencyError={errors.currency}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SwitchField
          boxed
          id={register('active').id}
          label="For sale"
          checked={values.active === 'true'}
          onCheckedChange={(checked) => form.setValue('active', String(checked))}
          error={errors.active}
          hint="Off: hidden from buyers; orders already made keep it."
        />
        <SwitchField
          boxed
          id={register('most_popular').id}
          label="Most popular"
          checked={values.most_popular === 'true'}
          onCheckedChange={(checked) => form.setValue('most_popular', String(checked))}
          error={errors.most_popular}
          hint="Highlighted for buyers; only one pack at a time."
        />
      </div>
    </>
  );
}
