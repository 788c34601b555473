/** The privacy notice version the public forms consent to (packages/contract/src/privacy.ts PRIVACY_NOTICE_VERSION). */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
