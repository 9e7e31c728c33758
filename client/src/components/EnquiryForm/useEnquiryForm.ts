import { useFormik, type FormikHelpers } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { useSendEnquiryMutation, type EnquiryInput } from '../../gql/graphql';

type Values = Record<string, string>;

export interface EnquiryFormOptions<V extends Values> {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  /** The enquiry the server stores, made from what was typed. */
  toInput: (values: V) => EnquiryInput;
  /** Before each send: a good moment to clear the last outcome. */
  onSending?: () => void;
  onSent: (helpers: FormikHelpers<V>) => void;
  onFailed: () => void;
}

/** A text the visitor may leave empty: sent as absent rather than as blanks. */
export function optionalText(value: string): string | undefined {
  return value.trim() || undefined;
}

/**
 * The public enquiry forms (contact, service booking, the enquiry modal): Formik with the shared
 * rules, one send through the sendEnquiry mutation, and each field's props with its error shown
 * once the field has been visited.
 */
export function useEnquiryForm<V extends Values>({
  initialValues,
  validationSchema,
  toInput,
  onSending,
  onSent,
  onFailed,
}: EnquiryFormOptions<V>) {
  const [, sendEnquiry] = useSendEnquiryMutation();
  const form = useFormik<V>({
    initialValues,
    validationSchema,
    onSubmit: async (values, helpers) => {
      onSending?.();
      const answer = await sendEnquiry({ input: toInput(values) });
      if (answer.error || !answer.data?.sendEnquiry) onFailed();
      else onSent(helpers);
    },
  });
  const errorOf = (name: keyof V & string) => (form.touched[name] && (form.errors[name] as string | undefined)) || undefined;
  const field = (name: keyof V & string) => ({ ...form.getFieldProps(name), error: errorOf(name) });
  return { form, field, errorOf };
}
