import type { ConversionDirection } from '@kamao/contract/constants';
import { AmountField } from '../../../components/amount-field';
import { Money } from '../../../components/money';
import { SafeHtml } from '../../../components/safe-html';
import { useTexts } from '../../../lib/texts';
import type { ConvertSummary } from '../api/convert-balance';
import { CONVERTER_TEXTS } from '../converter-texts';
import { useConvertForm } from './use-convert-form';

/** The two directions, each named by its key in CONVERTER_TEXTS. */
const DIRECTIONS: readonly ConversionDirection[] = ['withdrawToDeposit', 'depositToWithdraw'];

/**
 * The direction, the amount with the charge it costs, Convert Now and Clear, and the
 * operator's instructions (docs/product/converter.md#checks, #dialogs): a direction first ('*
 * Please Select one of them'), a positive amount, no more than the source wallet, 'Are you sure?',
 * then the call.
 */
export function ConvertForm({ data }: { data: ConvertSummary }) {
  const T = useTexts(CONVERTER_TEXTS);
  const { form, direction, chargeMilli, busy, submit } = useConvertForm(data);
  const directionError = form.formState.errors.conversionType_state;

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{T.direction}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {DIRECTIONS.map((option) => (
            <label
              key={option}
              className={`flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 ring-1 ${
                direction === option
                  ? 'bg-emerald-50 ring-emerald-400'
                  : 'ring-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                value={option}
                checked={direction === option}
                {...form.register('conversionType_state', {
                  // The message goes as soon as a direction is chosen.
                  onChange: () => form.clearErrors('conversionType_state'),
                })}
                className="accent-emerald-600"
              />
              {T[option]}
            </label>
          ))}
        </div>
        {directionError ? (
          <p role="alert" className="mt-2 text-sm text-rose-700">
            {T.chooseDirection}
          </p>
        ) : null}
      </fieldset>

      <AmountField
        control={form.control}
        name="balanceToConvert"
        label={T.amountLabel}
        submitLabel={T.convertNow}
        clearLabel={T.clear}
        busy={busy}
      >
        {direction ? (
          <p className="mt-2 text-sm text-slate-600" data-testid="convert-charge">
            {T.charge}: <Money amount={chargeMilli} />
          </p>
        ) : null}
      </AmountField>

      {data.other_data_convertBalance_instructions ? (
        <SafeHtml
          html={data.other_data_convertBalance_instructions}
          className="rounded-xl border border-indigo-100 bg-indigo-50/60 p-4 text-sm text-slate-700"
        />
      ) : null}
    </form>
  );
}
