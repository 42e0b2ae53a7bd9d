export * from './site';
export * from './auth';
export * from './redirects';
export * from './listings';
export * from './billing';
export * from './engagement';
export * from './jobs';
export * from './moderation';
