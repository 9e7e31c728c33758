export * from './constants.js';
export * from './bands.js';
export * from './format.js';
export * from './truck.validation.js';
export * from './auth.validation.js';
export * from './user.validation.js';
