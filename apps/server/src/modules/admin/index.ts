// The admin module's public face: the operator scope and audit that every module's console
// routes (modules/*/admin-*routes.ts) register under.
export { audited, auditRowIn, noteAudit, useAdminScope } from './admin-scope.ts';
