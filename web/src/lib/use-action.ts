import { useCallback, useEffect, useRef, useState } from 'react';

interface Handlers<O> {
  onSuccess?: (output: O) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

export interface Action<I, O> {
  mutate: (input: I, handlers?: Handlers<O>) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * A server write with its pending and error state. Not react-query's useMutation on purpose: the build
 * puts every @tanstack export any screen uses into the framework chunk the public home downloads, and
 * the home must not grow for the sake of the back office or the chat. Reads still go through react-query.
 */
export function useAction<I, O>(run: (input: I) => Promise<O>, defaults: Handlers<O> = {}): Action<I, O> {
  const [state, setState] = useState<{ pending: boolean; error: Error | null }>({
    pending: false,
    error: null,
  });
  const latest = useRef({ run, defaults });
  latest.current = { run, defaults };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback((input: I, handlers: Handlers<O> = {}) => {
    const { run: call, defaults: base } = latest.current;
    setState({ pending: true, error: null });
    call(input).then(
      (output) => {
        if (mounted.current) setState({ pending: false, error: null });
        base.onSuccess?.(output);
        handlers.onSuccess?.(output);
        base.onSettled?.();
        handlers.onSettled?.();
      },
      (cause: unknown) => {
        const error = cause instanceof Error ? cause : new Error(String(cause));
        if (mounted.current) setState({ pending: false, error });
        base.onError?.(error);
        handlers.onError?.(error);
        base.onSettled?.();
        handlers.onSettled?.();
      },
    );
  }, []);

  return { mutate, isPending: state.pending, isError: state.error !== null, error: state.error };
}
