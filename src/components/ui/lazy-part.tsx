import { type ComponentType, useEffect, useState } from 'react';

/**
 * A part of the page whose code loads when it is first shown, such as the mini calculator's tabs
 * behind the first. Next's `dynamic()` does the same but also prepares server rendering and
 * preloading, which parts that only ever appear in the browser never use, at a cost of about 2 kB
 * of the page's first load. `Waiting` shows until the code is there, with the error if it cannot
 * be loaded.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>, Waiting: ComponentType<{ error?: Error | null }>) {
  let loaded: ComponentType<Props> | undefined;
  return function LazyPart(props: Props) {
    const [state, setState] = useState<{ Part?: ComponentType<Props>; error?: Error }>(() => ({ Part: loaded }));
    useEffect(() => {
      if (state.Part) return;
      let mounted = true;
      load().then(
        (Part) => {
          loaded = Part;
          if (mounted) setState({ Part });
        },
        (error: Error) => mounted && setState({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [state.Part]);
    return state.Part ? <state.Part {...props} /> : <Waiting error={state.error ?? null} />;
  };
}
