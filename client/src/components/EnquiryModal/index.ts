export {
  EnquiryModal,
  CLOSE_AFTER_SUCCESS_MS,
  type EnquiryModalProps,
  type EnquiryPreset,
  type EnquiryVariant,
} from './EnquiryModal';
export { useEnquiryModal } from './useEnquiryModal';
