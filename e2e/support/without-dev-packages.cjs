// Preloaded (node --require) into a server started as the production image starts it:
// the product's own code cannot resolve the packages named in WITHOUT_PACKAGES
// (comma-separated), as in the image, which installs no devDependencies. A start that
// reaches for one fails. Packages inside node_modules still find theirs: the image holds
// a dependency's dependencies even when the product lists the same package for development.
const Module = require('node:module');

const hidden = new Set((process.env.WITHOUT_PACKAGES ?? '').split(',').filter(Boolean));
const resolve = Module._resolveFilename;

function packageName(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

Module._resolveFilename = function resolveFilename(request, parent, ...rest) {
  const fromProduct = !parent?.filename?.includes('/node_modules/');
  if (fromProduct && hidden.has(packageName(request))) {
    const error = new Error(`Cannot find module '${request}' (not in the production image)`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolve.call(this, request, parent, ...rest);
};
