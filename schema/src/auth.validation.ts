import * as yup from 'yup';
import { TEXT_LIMITS } from './constants.js';

export const loginSchema = yup
  .object({
    email: yup.string().trim().max(TEXT_LIMITS.email).email('Enter a valid email address').required('Email is required'),
    password: yup.string().max(TEXT_LIMITS.password).required('Password is required'),
  })
  .noUnknown(true, 'Unknown field: ${unknown}');

export type LoginInput = yup.InferType<typeof loginSchema>;
