import { STAND_IN_TOKEN_PREFIX } from './stand-in-verdict'
import { TURNSTILE_DUMMY_TOKEN } from './test-keys'

/**
 * The local stand-in for `https://challenges.cloudflare.com/turnstile/v0/api.js`: the part of the
 * `window.turnstile` API the site uses (`render`, `execute`, `reset`, `remove`, `getResponse`,
 * `ready`; `?onload=` and `render=explicit`), with no challenge to solve.
 *
 * - The test site keys behave as Cloudflare documents: `1x…` always passes with the dummy token,
 *   `2x…` always fails (the error callback gets a challenge-failure code).
 * - Any other site key stands for a real widget: it passes with a fresh token that records the
 *   widget's action and the page's hostname, which the stand-in siteverify redeems once.
 *
 * Served by the signer outside production only (`TURNSTILE_STAND_IN`).
 */
export const standInWidgetScript = `(() => {
  'use strict';
  const widgets = new Map();
  let next = 0;
  const passes = (key) => /^1x0{20}[A-F]{2}$/.test(key) || !/^[23]x0{20}[A-F]{2}$/.test(key);
  const isTestKey = (key) => /^[123]x0{20}[A-F]{2}$/.test(key);
  const mint = (params) => {
    if (isTestKey(params.sitekey)) return ${JSON.stringify(TURNSTILE_DUMMY_TOKEN)};
    const claims = btoa(JSON.stringify({ a: params.action || '', h: location.hostname }));
    return ${JSON.stringify(STAND_IN_TOKEN_PREFIX)} + claims + '.' + crypto.randomUUID();
  };
  const find = (target) => {
    if (target === undefined) return widgets.values().next().value;
    if (typeof target === 'string' && widgets.has(target)) return widgets.get(target);
    const element = typeof target === 'string' ? document.querySelector(target) : target;
    for (const widget of widgets.values()) if (widget.container === element) return widget;
    return undefined;
  };
  const solve = (widget) => {
    widget.response = undefined;
    setTimeout(() => {
      if (!widgets.has(widget.id)) return;
      const params = widget.params;
      if (!passes(params.sitekey)) {
        const handler = params['error-callback'];
        if (typeof handler === 'function') handler('600010');
        return;
      }
      widget.response = mint(params);
      if (widget.input) widget.input.value = widget.response;
      if (typeof params.callback === 'function') params.callback(widget.response);
    }, 0);
  };
  const turnstile = {
    render(target, params) {
      const container = typeof target === 'string' ? document.querySelector(target) : target;
      if (!container) throw new Error('turnstile: no container for ' + String(target));
      const id = 'stand-in-' + ++next;
      const widget = { id, container, params: params || {}, response: undefined, input: undefined };
      container.setAttribute('data-turnstile-stand-in', id);
      if (widget.params['response-field'] !== false) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = widget.params['response-field-name'] || 'cf-turnstile-response';
        container.appendChild(input);
        widget.input = input;
      }
      widgets.set(id, widget);
      if (widget.params.execution !== 'execute') solve(widget);
      return id;
    },
    execute(target) {
      const widget = find(target);
      if (widget) solve(widget);
    },
    reset(target) {
      const widget = find(target);
      if (!widget) return;
      widget.response = undefined;
      if (widget.input) widget.input.value = '';
      if (widget.params.execution !== 'execute') solve(widget);
    },
    remove(target) {
      const widget = find(target);
      if (!widget) return;
      widgets.delete(widget.id);
      if (widget.input) widget.input.remove();
      widget.container.removeAttribute('data-turnstile-stand-in');
    },
    getResponse(target) {
      return find(target)?.response;
    },
    isExpired() {
      return false;
    },
    ready(callback) {
      callback();
    },
  };
  window.turnstile = turnstile;
  const onload = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`
