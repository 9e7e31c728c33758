import { Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { getIn, useFormikContext } from 'formik';
import type { ContentValues } from './contentForm';

/** A field's error once it was touched (or a save was tried, which touches the fields with errors). */
export function useFieldError(name: string): string | undefined {
  const { errors, touched } = useFormikContext<ContentValues>();
  const error: unknown = getIn(errors, name);
  return getIn(touched, name) && typeof error === 'string' ? error : undefined;
}

/** The live counter under a field with a maximum length: '23/50', red once over. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  const over = length > max;
  return (
    <Text span inherit c={over ? 'red.9' : 'dimmed'} fw={over ? 700 : undefined} data-over={over || undefined}>
      <span aria-hidden>
        {length}/{max}
      </span>
      <VisuallyHidden>
        {length} of {max} characters{over ? ', too long' : ''}
      </VisuallyHidden>
    </Text>
  );
}

interface LimitedTextProps {
  name: string;
  label: string;
  max: number;
  multiline?: boolean;
  placeholder?: string;
  type?: string;
}

/** A text field bound to Formik with its maximum length counted live below it. */
export function LimitedText({ name, label, max, multiline, placeholder, type }: LimitedTextProps) {
  const { getFieldProps } = useFormikContext<ContentValues>();
  const field = getFieldProps<string>(name);
  const value = field.value ?? '';
  const shared = {
    ...field,
    value,
    label,
    placeholder,
    error: useFieldError(name),
    description: <CharacterCount length={value.length} max={max} />,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
    descriptionProps: { ta: 'right' as const },
  };
  return multiline ? <Textarea {...shared} autosize minRows={2} maxRows={8} /> : <TextInput {...shared} type={type} />;
}

/** A text field without a length limit of its own (the email address). */
export function PlainText({ name, label, type }: { name: string; label: string; type?: string }) {
  const { getFieldProps } = useFormikContext<ContentValues>();
  const field = getFieldProps<string>(name);
  return <TextInput {...field} value={field.value ?? ''} label={label} type={type} error={useFieldError(name)} />;
}
