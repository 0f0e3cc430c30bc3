import { options, type VNode } from 'preact';

/**
 * Props the pages write in React's camelCase whose removal Preact gets wrong: an element kept
 * across renders that loses `maxLength` has its property set to '' (hence 0: nothing can be typed
 * any more), where React removes the attribute. Written in lower case they are attributes to
 * Preact, removed when gone (an input of the two-factor form, reused for the recovery code, kept
 * the app code's limit otherwise).
 */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = { maxLength: 'maxlength', minLength: 'minlength' };

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    const props = vnode.props as Record<string, unknown>;
    // Runs for every element of every render: a loop over the two names, nothing allocated.
    for (const name in ATTRIBUTE_NAMES) {
      if (!(name in props)) continue;
      props[ATTRIBUTE_NAMES[name]!] = props[name];
      delete props[name];
    }
  }
  previous?.(vnode);
};
