/**
 * Preloaded (`node --require`) into the built server by bench/observability.bench.ts for
 * its "off" server: the same build with the audit trail taken out of the request path.
 * The interceptor passes every request straight through and the service appends nothing
 * (sign-ins included), so what is left to compare is the trail's own cost. The product
 * has no setting that turns the trail off, and should not.
 */
const { join } = require('node:path');

const built = join(__dirname, '../../dist/server/modules/audit');
const { AuditInterceptor } = require(join(built, 'audit.interceptor.js'));
const { AuditService } = require(join(built, 'audit.service.js'));

AuditInterceptor.prototype.intercept = (_context, next) => next.handle();
AuditService.prototype.record = async () => undefined;
