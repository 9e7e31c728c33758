import { useCallback, useState } from 'react';
import { EnquiryModal, type EnquiryPreset, type EnquiryVariant } from './EnquiryModal';

/**
 * One enquiry modal for a page, opened by its buttons: `open({ service, subject })` for an enquiry,
 * `open(preset, 'quote')` for a quote request. Render `modal` once on the page.
 */
export function useEnquiryModal() {
  const [state, setState] = useState<{ opened: boolean; variant: EnquiryVariant; preset?: EnquiryPreset }>({
    opened: false,
    variant: 'enquiry',
  });
  const open = useCallback(
    (preset?: EnquiryPreset, variant: EnquiryVariant = 'enquiry') => setState({ opened: true, variant, preset }),
    [],
  );
  const close = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  const modal = <EnquiryModal opened={state.opened} onClose={close} variant={state.variant} preset={state.preset} />;
  return { open, modal };
}
