import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  Suspense,
  useEffect,
  useState,
} from "react";

// biome-ignore lint/suspicious/noExplicitAny: the constraint of React.lazy itself, any component's props
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<T extends AnyComponent> = ComponentType<ComponentProps<T>> & {
  /** Starts the download (once); a failed download is tried again by the next call or render. */
  preload: () => Promise<unknown>;
  /** The same, for a hint (hover, focus, idle): a failure is left to the render, which shows it. */
  prefetch: () => void;
  /** Whether the download has arrived, so a part shown in its place can be skipped. */
  isLoaded: () => boolean;
};

/**
 * `React.lazy` that can start its download before it renders, so a part not on the first view
 * (a tab, a chart, a dialog's body) costs nothing up front and still shows without a wait: once
 * downloaded, it renders at once, without passing through its Suspense fallback.
 */
export function lazyWithPreload<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const prefetch = () => {
    preload().catch(() => undefined);
  };
  const Lazy = lazy(preload);
  function Preloadable(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the module later would remount it.
    const [component] = useState<AnyComponent>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  return Object.assign(Preloadable, { preload, prefetch, isLoaded: () => loaded !== undefined });
}

/** A named export of a module as the default a lazy component needs. */
export function pick<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): () => Promise<{ default: M[K] }> {
  return () => load().then((module) => ({ default: module[name] }));
}

/**
 * Runs `run` once the browser is idle (at the latest after 3 s); browsers without
 * `requestIdleCallback` (Safari) wait a moment instead. Returns the cancel function.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/** Prefetches when the browser is idle after the first render, so a part the reader opens later is already there. */
export function usePrefetchWhenIdle(prefetches: ReadonlyArray<() => void>, enabled = true): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prefetch functions are module constants
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => {
      for (const prefetch of prefetches) prefetch();
    });
  }, [enabled]);
}

/**
 * A dialog (modal, drawer) that is no part of its screen's first download (decision 157): its code,
 * Mantine's modal code included, downloads when the browser is idle after the screen has shown, on
 * a hint (`prefetch`: pointer or focus on what opens it) or at its first opening; it is mounted from
 * that opening on, so its closing transition plays.
 */
export function lazyDialog<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
  isOpen: (props: ComponentProps<T>) => boolean,
): PreloadableComponent<T> {
  const Dialog = lazyWithPreload(load);
  function LazyDialog(props: ComponentProps<T>) {
    const opened = isOpen(props);
    const [mounted, setMounted] = useState(opened);
    if (opened && !mounted) setMounted(true);
    usePrefetchWhenIdle([Dialog.prefetch]);
    if (!mounted) return null;
    // Normally there already; if not, the dialog appears when its code has arrived.
    return createElement(Suspense, { fallback: null }, createElement(Dialog, props));
  }
  return Object.assign(LazyDialog, {
    preload: Dialog.preload,
    prefetch: Dialog.prefetch,
    isLoaded: Dialog.isLoaded,
  });
}
