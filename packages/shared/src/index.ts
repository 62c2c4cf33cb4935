export * from './common/constants.js';
export * from './common/errors.js';
export * from './common/paging.js';
export * from './user/password.js';
export * from './user/schemas.js';
export * from './ability/define-ability.js';
