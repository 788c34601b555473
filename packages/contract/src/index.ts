export * from './constants.js';
export * from './messages.js';
export * from './fields.js';
export * from './schemas.js';
export * from './access.js';
export * from './types.js';
export * from './rules.js';
export * from './mail.js';
