export { EnquiryResult, type EnquiryOutcome } from './EnquiryResult';
export { optionalText, useEnquiryForm } from './useEnquiryForm';
