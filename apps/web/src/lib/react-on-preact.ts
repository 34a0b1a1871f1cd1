/**
 * `react` for the app on Preact (ADR 017; vite.config.ts aliases `react` here, for the build, the dev server and the
 * unit tests): `preact/compat` plus what the app uses of React 19 that compat lacks.
 * - `use(context)`: React 19's `use` for a context (the app's only use); `use(promise)` is not supported.
 * - `useEffectEvent` (React 19.2): a stable function calling the latest render's callback.
 * - `useOptimistic`: no transitions on Preact, so no optimistic state (react-router 7 asks for it, with a fallback).
 * - `ref` is a prop of a function component (React 19): Preact 10 would attach it to the component instead, so
 *   `<FormInput {...register('name')} />` would hand react-hook-form a component, not the <input>.
 * - `<title>` anywhere in the tree sets the document's title (React 19 hoists it into <head>; Preact would render
 *   it in place, where it does nothing). The server's HTML has its own title (the API strips rendered ones).
 * - `autoFocus` focuses an element when it is mounted, as React does in its commit (Preact only sets the
 *   `autofocus` attribute, which a browser honours while the page loads, not in a form opened later).
 */
import { Component, options, type ComponentChildren, type VNode } from 'preact';
import {
  Suspense as CompatSuspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type Context,
} from 'preact/compat';

// @ts-expect-error -- compat's types are `export =`; the module itself has the named exports (nothing imports this
// file by name: TypeScript resolves `react` to @types/react, the alias is the build's).
export * from 'preact/compat';
export { default } from 'preact/compat';

interface SuspenseProps {
  fallback?: ComponentChildren;
  children?: ComponentChildren;
}

/**
 * On the server, a <Suspense> whose content is not loaded yet renders its fallback, as React's renderToString does
 * (preact-render-to-string's renderToString throws "Use renderToStringAsync" instead). An error boundary that
 * catches the thrown promise; any other error goes on up.
 */
class ServerSuspense extends Component<SuspenseProps, { suspended: boolean }> {
  override state = { suspended: false };
  static override getDerivedStateFromError(error: unknown) {
    if (error && typeof (error as PromiseLike<unknown>).then === 'function') return { suspended: true };
    throw error;
  }
  override render() {
    return this.state.suspended ? this.props.fallback : this.props.children;
  }
}
if (import.meta.env.SSR) (options as { errorBoundaries?: boolean }).errorBoundaries = true;
export const Suspense = (import.meta.env.SSR ? ServerSuspense : CompatSuspense) as typeof CompatSuspense;

export function use<T>(usable: Context<T> | PromiseLike<T>): T {
  if (typeof usable === 'function' && 'Consumer' in usable) return useContext(usable);
  throw new Error('use(promise) is not supported by the Preact build');
}

export function useEffectEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const latestRef = useRef(callback);
  // Preact renders synchronously and never discards a render: the latest render's callback is the committed one.
  // eslint-disable-next-line react-hooks/refs -- that is the point of this hook (React's own runs it in an effect)
  latestRef.current = callback;
  return useCallback(((...args: Parameters<T>) => latestRef.current(...args)) as T, []);
}

export function useOptimistic<T>(value: T): [T, (action: unknown) => void] {
  return [value, noop];
}
const noop = () => undefined;

function textOf(children: unknown): string {
  if (children == null || typeof children === 'boolean') return '';
  if (Array.isArray(children)) return children.map(textOf).join('');
  return typeof children === 'string' || typeof children === 'number' ? String(children) : '';
}

function DocumentTitle({ children }: { children?: unknown }) {
  const title = textOf(children);
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** Text inputs and text areas, whose `onChange` compat turns into `oninput` (not files, checkboxes, radios). */
const isTextField = (type: unknown, props: { type?: unknown }) =>
  (type === 'input' || type === 'textarea') &&
  !(typeof props.type === 'string' && /fil|che|rad/i.test(props.type));

/** The last value of each text field that the app saw or rendered (React's "value tracker"). */
const trackedValues = new WeakMap<EventTarget, string>();
const valueOf = (target: EventTarget | null) => (target as HTMLInputElement | null)?.value ?? '';

/**
 * `onChange` of a text field, as React calls it: on every `input` event, and on a `change` event that brings a
 * value the app has not seen (a value set by a script or an autofill that sends only `change`, as Testing
 * Library's fireEvent.change does). compat listens to `input` alone.
 */
function trackChanges(props: Record<string, unknown>, onChange: (event: Event) => unknown) {
  const key = Object.keys(props).find((name) => /^oninput(Capture)?$/.test(name) && props[name] === onChange);
  if (!key) return;
  props[key] = (event: Event) => {
    trackedValues.set(event.currentTarget as EventTarget, valueOf(event.currentTarget));
    return onChange(event);
  };
  props.onchange = (event: Event) => {
    const target = event.currentTarget as EventTarget;
    if (trackedValues.get(target) === valueOf(target)) return undefined;
    trackedValues.set(target, valueOf(target));
    return onChange(event);
  };
}

function installVnodeHook() {
  const previousVnodeHook = options.vnode?.bind(options);
  options.vnode = (vnode: VNode) => {
    const { type } = vnode;
    const props = vnode.props as Record<string, unknown>;
    // Every <title> element (page titles; the app renders no SVG <title>) becomes DocumentTitle.
    if (type === 'title') (vnode as VNode<{ children?: unknown }>).type = DocumentTitle;
    else if (
      typeof type === 'function' &&
      !(type.prototype as { render?: unknown } | undefined)?.render &&
      vnode.ref
    ) {
      props.ref = vnode.ref;
      (vnode as { ref: unknown }).ref = null;
    }
    const onChange = isTextField(type, props) && typeof props.onChange === 'function' ? props.onChange : null;
    previousVnodeHook?.(vnode);
    // compat has replaced the props (onChange is now oninput).
    if (onChange) trackChanges(vnode.props, onChange as (event: Event) => unknown);
  };
}

interface InternalOptions {
  __c?: (root: VNode, commitQueue: unknown[]) => void;
}

/**
 * After each render: a text field's tracked value is the one rendered (a controlled field's value set by the app
 * is no change). And `autoFocus`: an element mounted with it is focused in the commit of the render that mounted it,
 * before layout effects run, as React does. Preact's internals by their mangled names (`_dom` is `__e`, `_commit`
 * is `__c`, stable through Preact 10; Preact's devtools and Prefresh read them too). Not on the server.
 */
function installMountHooks() {
  const mounted = new WeakSet<object>();
  let toFocus: HTMLElement[] = [];
  const previousDiffed = options.diffed?.bind(options);
  options.diffed = (vnode: VNode) => {
    if (typeof vnode.type === 'string') {
      const element = (vnode as { __e?: HTMLElement | null }).__e;
      const props = vnode.props as { autoFocus?: unknown; onchange?: unknown };
      if (element && props.onchange) trackedValues.set(element, valueOf(element));
      if (element && props.autoFocus && !mounted.has(element)) {
        mounted.add(element);
        toFocus.push(element);
      }
    }
    previousDiffed?.(vnode);
  };
  const internal = options as InternalOptions;
  const previousCommit = internal.__c?.bind(options);
  internal.__c = (root, commitQueue) => {
    if (toFocus.length) {
      const elements = toFocus;
      toFocus = [];
      for (const element of elements) if (element.isConnected) element.focus();
    }
    previousCommit?.(root, commitQueue);
  };
}

/*
 * The hooks on Preact's options, installed once: the dev server's pre-bundled libraries carry a copy of this module
 * beside the app's own (Vite bundles what `react` is aliased to into them), and both would wrap the hooks.
 */
const INSTALLED = Symbol.for('counsel.react-on-preact');
const optionsMarks = options as Record<symbol, boolean | undefined>;
if (!optionsMarks[INSTALLED]) {
  optionsMarks[INSTALLED] = true;
  installVnodeHook();
  if (!import.meta.env.SSR) installMountHooks();
}
