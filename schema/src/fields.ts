import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH, TEXT_LIMITS } from './constants.js';

/*
 * Field rules shared by the account forms. They refuse values of the wrong JSON type instead of
 * converting them (yup turns 12345678 into "12345678" and 1 into true by default), so an API
 * client that sends a number for a password or "yes" for a flag hears about it.
 */

/** Text, trimmed unless told otherwise (yup's own trim() cannot be used: it fails on non-strings). */
export const strictText = (label: string, trim = true) =>
  yup
    .string()
    .transform((_value, original) => (typeof original === 'string' && trim ? original.trim() : original))
    .typeError(`${label} must be text`);

export const strictBoolean = (label: string) =>
  yup
    .boolean()
    .transform((value, original) => (typeof original === 'boolean' ? value : original))
    .typeError(`${label} must be true or false`);

export const emailField = () =>
  strictText('Email')
    .max(TEXT_LIMITS.email, `Email must be at most ${TEXT_LIMITS.email} characters`)
    .email('Enter a valid email address')
    .required('Email is required');

/** A password being set: never trimmed, as spaces are part of it. */
export const newPasswordField = (label = 'Password') =>
  strictText(label, false)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(TEXT_LIMITS.password, `${label} must be at most ${TEXT_LIMITS.password} characters`)
    .required(`${label} is required`);

/** A full name that may be left empty; empty text is stored as no name. */
export const personNameField = () =>
  strictText('Full name')
    .max(TEXT_LIMITS.personName, `Full name must be at most ${TEXT_LIMITS.personName} characters`)
    .nullable()
    .transform((value) => (value === '' ? null : value));
