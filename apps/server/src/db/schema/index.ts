export * from './auth.ts';
export * from './content.ts';
export * from './mail.ts';
export * from './providers.ts';
export * from './social.ts';
export * from './users.ts';
export * from './sharing.ts';
