import path from 'node:path';

/**
 * ESLint rule: a web feature (apps/web/src/features/<name>/) imports no other feature. What two features share
 * lives in components/, lib/ or @kora/shared; a page that shows two features is composed in routes/.
 */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports no other feature' },
    messages: { crossFeature: 'La fonctionnalité « {{from}} » importe la fonctionnalité « {{to}} » : déplacez ce qu’elles partagent dans components/ ou lib/.' },
    schema: [],
  },
  create(context) {
    const featureOf = (file) => /\/apps\/web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(`${path.resolve(path.dirname(context.filename), source)}/`);
      if (to && to !== from) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
