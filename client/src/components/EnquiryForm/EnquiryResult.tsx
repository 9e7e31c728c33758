import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

export interface EnquiryOutcome {
  ok: boolean;
  text: string;
}

/** What became of a sent form: a green status or a red alert, read out either way. */
export function EnquiryResult({ outcome }: { outcome: EnquiryOutcome }) {
  const tone = outcome.ok ? 'green' : 'red';
  return (
    <Alert
      color={tone}
      variant="light"
      role={outcome.ok ? 'status' : 'alert'}
      icon={outcome.ok ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      styles={{ message: { color: `var(--mantine-color-${tone}-9)` } }}
    >
      {outcome.text}
    </Alert>
  );
}
