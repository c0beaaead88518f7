import { useLocale } from 'next-intl';
import { factArgs } from './fact-args';

export { factArgNames, factArgs, type FactArg } from './fact-args';

/** The facts as ICU arguments in the language of the page being rendered. */
export function useFactArgs() {
  return factArgs(useLocale());
}
